import { Skeleton } from '@tow/shared-ui/host/components';
import { useMe } from '../../auth/use-me.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { JOBS_MESSAGES } from '../../lib/messages.ts';
import { JobCard } from './JobCard.tsx';
import styles from './JobsScreen.module.css';
import { useMyJobs } from './use-my-jobs.ts';

/**
 * /admin/jobs, "My jobs": where a crew member's console opens, made for a phone in one hand. The
 * jobs given to the signed-in person that are not finished, each with its next stage's button.
 */
export function Component() {
  const { me } = useMe();
  return (
    <>
      <PageHeader
        title="My jobs"
        description="Your jobs not finished yet, the one under way first."
      />
      {me ? <JobList userId={me.id} /> : <Skeleton shape="card" lines={6} />}
    </>
  );
}

function JobList({ userId }: { userId: number }) {
  const { jobs, vehicles, error, replace } = useMyJobs(userId);
  return (
    <>
      {error && <ErrorBox>{error}</ErrorBox>}
      {jobs === null ? (
        !error && <Skeleton shape="card" lines={6} />
      ) : jobs.length === 0 ? (
        <p className={styles.empty}>{JOBS_MESSAGES.empty}</p>
      ) : (
        <div className={styles.list}>
          {jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              vehicle={job.vehicle_id === null ? undefined : vehicles.get(job.vehicle_id)}
              onMoved={replace}
            />
          ))}
        </div>
      )}
    </>
  );
}
