import type { BackupRun, BackupStatus } from '@tow/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { ownerOnlyRoute } from '../../blocks/OwnerOnly.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import styles from './BackupsScreen.module.css';

/** Older than this, the last good backup is worth a warning (the alert rule's 26 hours). */
const STALE_AFTER_MS = 26 * 3_600_000;

const TRIGGERS: Record<BackupRun['trigger'], string> = {
  schedule: 'the schedule',
  command: 'npm run backup',
};

function megabytes(bytes: number | null): string {
  return bytes === null ? '' : `${(bytes / 1_048_576).toFixed(1)} MB`;
}

function RunFacts({ run, children }: { run: BackupRun; children?: ReactNode }) {
  return (
    <dl className={styles.facts}>
      <dt>When</dt>
      <dd>{formatDateTime(run.finished_at ?? run.started_at)}</dd>
      <dt>Taken by</dt>
      <dd>{TRIGGERS[run.trigger]}</dd>
      {run.file && (
        <>
          <dt>File</dt>
          <dd className={styles.file}>{run.file}</dd>
        </>
      )}
      {run.size_bytes !== null && (
        <>
          <dt>Size</dt>
          <dd>{megabytes(run.size_bytes)}</dd>
        </>
      )}
      {children}
    </dl>
  );
}

/** What is wrong with the backups, most urgent first; nothing when all is well. */
function warningOf(status: BackupStatus, now: number): string | null {
  const { last_success: success, last_failure: failure } = status;
  if (failure && !success)
    return 'No backup has worked yet: see why below. Until one does, losing the server loses everything.';
  if (failure && success && Date.parse(failure.started_at) > Date.parse(success.started_at))
    return 'The last backup failed: see why below. Until one works, losing the server loses every request since the last good backup.';
  if (!success)
    return status.schedule
      ? 'No backup has been taken yet: the first runs at the next scheduled time.'
      : 'No backup has been taken yet, and none is scheduled.';
  if (now - Date.parse(success.finished_at ?? success.started_at) > STALE_AFTER_MS)
    return 'The last good backup is more than a day old.';
  return null;
}

/**
 * /admin/backups (owners): when the database was last copied, where to, how big, and the last
 * backup that failed with its error, from the schedule or `npm run backup`.
 */
function BackupsScreen() {
  const [status, setStatus] = useState<BackupStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    apiRequest<{ backups: BackupStatus }>('GET', '/backups')
      .then((answer) => setStatus(answer.backups))
      .catch((failure: unknown) => setError(errorMessage(failure, 'Failed to fetch backups')));
  }, []);

  const warning = status && warningOf(status, Date.now());
  return (
    <>
      <PageHeader
        title="Backups"
        description="Copies of the database, to start again from if the server is lost."
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      {warning && <ErrorBox>{warning}</ErrorBox>}
      {status && (
        <div className={styles.grid}>
          <section className={styles.card} aria-labelledby="success-heading">
            <h2 id="success-heading">Last good backup</h2>
            {status.last_success ? (
              <RunFacts run={status.last_success} />
            ) : (
              <p className={styles.none}>None yet.</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="failure-heading">
            <h2 id="failure-heading">Last failed backup</h2>
            {status.last_failure ? (
              <RunFacts run={status.last_failure}>
                <dt>Error</dt>
                <dd className={styles.error}>{status.last_failure.error}</dd>
              </RunFacts>
            ) : (
              <p className={styles.none}>None: every backup so far has worked.</p>
            )}
          </section>
          <section className={styles.card} aria-labelledby="schedule-heading">
            <h2 id="schedule-heading">Schedule</h2>
            {status.schedule ? (
              <dl className={styles.facts}>
                <dt>Next</dt>
                <dd>{formatDateTime(status.next_at)}</dd>
                <dt>Times</dt>
                <dd>
                  <code>{status.schedule}</code> (cron, UK time)
                </dd>
                <dt>Kept</dt>
                <dd>the newest {status.keep}</dd>
                <dt>Folder</dt>
                <dd className={styles.file}>{status.directory}</dd>
              </dl>
            ) : (
              <p>
                No automatic backups: set <code>BACKUP_SCHEDULE</code> on the server (for example{' '}
                <code>30 2 * * *</code>, every night at 02:30). Until then, only{' '}
                <code>npm run backup</code> takes one.
              </p>
            )}
          </section>
        </div>
      )}
    </>
  );
}

export const Component = ownerOnlyRoute('Backups', 'see the backups', BackupsScreen);
