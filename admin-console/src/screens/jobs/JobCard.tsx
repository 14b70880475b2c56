import type { CallbackRequest } from '@tow/contracts/callback-request';
import { firstName } from '@tow/contracts/first-name';
import { mapUrl } from '@tow/contracts/geo';
import type { Vehicle } from '@tow/contracts/vehicle';
import { Badge, Button, Icon, PhoneLink } from '@tow/shared-ui/host/components';
import { formatTime } from '../../lib/format.ts';
import { StageBadge, UrgencyBadge } from '../callbacks/callback-columns.tsx';
import { vehicleDescription } from '../vehicles/vehicle-columns.tsx';
import styles from './JobsScreen.module.css';
import { NextStageButton } from './NextStageButton.tsx';
import { SharePosition } from './SharePosition.tsx';

/** "14:05, in 12 min": the clock time to tell the driver, and how long that leaves. */
function etaText(etaAt: string): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(etaAt) - Date.now()) / 60_000));
  return `${formatTime(etaAt)}, in ${minutes} min`;
}

export interface JobCardProps {
  readonly job: CallbackRequest;
  readonly vehicle: Vehicle | undefined;
  /** The job as the API answered a change of it (a stage, a shared position). */
  readonly onMoved: (job: CallbackRequest) => void;
}

/**
 * One job as the crew need it on a roadside, in the order they use it: where (and the maps app
 * at the driver's phone's position), who to ring, what to watch out for, what they drive, when
 * they said they would be there, on the way the choice to share their position, then the one
 * button for the next stage.
 */
export function JobCard({ job, vehicle, onMoved }: JobCardProps) {
  const driver = firstName(job.name) || 'the driver';
  const position =
    job.latitude !== null && job.longitude !== null
      ? { latitude: job.latitude, longitude: job.longitude }
      : null;
  const headingId = `job-${job.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="job-card">
      <div className={styles.badges}>
        <StageBadge request={job} />
        <UrgencyBadge request={job} />
        <span className={styles.reference}>{job.reference}</span>
      </div>
      <h2 id={headingId} className={styles.place}>
        {job.location}
      </h2>
      <p className={styles.service}>{job.service_type}</p>
      {position ? (
        <Button
          variant="secondary"
          fullWidth
          icon="map-pin"
          href={mapUrl(position)}
          target="_blank"
          rel="noopener"
        >
          Open the driver’s position in maps
        </Button>
      ) : (
        <p className={styles.muted}>No position from the driver’s phone: ask on the call.</p>
      )}
      <PhoneLink
        phone={job.phone}
        variant="button"
        className={styles.call}
        label={`Call ${driver}, ${job.phone}`}
      />
      {(job.unsafe_location || job.needs_flatbed || job.message) && (
        <section className={styles.safety} aria-label="Safety notes">
          {job.unsafe_location && (
            <p className={styles.warning}>
              <Icon name="alert-triangle" size={20} />
              {driver} said they are not in a safe place
            </p>
          )}
          {job.needs_flatbed && (
            <Badge tone="warning" data-testid="needs-flatbed">
              Needs a flatbed
            </Badge>
          )}
          {job.message && <blockquote className={styles.message}>{job.message}</blockquote>}
        </section>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>Vehicle</dt>
          <dd>
            {vehicle
              ? `${vehicle.name}: ${vehicleDescription(vehicle).toLowerCase()}, ${vehicle.registration}`
              : 'Not given'}
          </dd>
        </div>
        <div>
          <dt>ETA</dt>
          <dd data-testid="job-eta">{job.eta_at ? etaText(job.eta_at) : 'Not given yet'}</dd>
        </div>
      </dl>
      {job.stage === 'en_route' && <SharePosition job={job} onShared={onMoved} />}
      <NextStageButton job={job} onMoved={onMoved} />
    </article>
  );
}
