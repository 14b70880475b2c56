import type { CallbackRequest } from '@tow/contracts/callback-request';
import { CheckboxField, Icon } from '@tow/shared-ui/host/components';
import { formatTime } from '../../lib/format.ts';
import styles from './JobsScreen.module.css';
import { usePositionSharing } from './use-position-sharing.ts';

export interface SharePositionProps {
  readonly job: CallbackRequest;
  readonly onShared: (job: CallbackRequest) => void;
}

/**
 * On a job en route: the crew's opt-in to share their phone's position with the office, and
 * what it is doing (sent when and how precisely, or why not). The driver never sees the
 * position, only the minutes it gives.
 */
export function SharePosition({ job, onShared }: SharePositionProps) {
  const sharing = usePositionSharing(job, onShared);
  const state = sharing.problem
    ? { tone: styles.shareProblem, text: sharing.problem }
    : sharing.lastSent
      ? {
          tone: styles.shareOk,
          text: `Sharing: sent at ${formatTime(sharing.lastSent.at.toISOString())}, within ${sharing.lastSent.accuracyM} m`,
        }
      : sharing.on
        ? { tone: '', text: 'Finding your position…' }
        : null;
  return (
    <section className={styles.share} aria-label="Your position">
      <CheckboxField
        label="Share my position with the office while en route"
        name={`share-position-${job.id}`}
        checked={sharing.on}
        inputClassName={styles.shareBox}
        aria-describedby={`share-position-${job.id}-note`}
        onChange={(event) => (event.target.checked ? sharing.turnOn() : sharing.turnOff())}
      />
      <p id={`share-position-${job.id}-note`} className={styles.shareNote}>
        The office sees where you are and the driver’s ETA follows you; the driver sees only the
        minutes. It stops when you arrive.
      </p>
      {state && (
        <p className={`${styles.shareState} ${state.tone}`} role="status" data-testid="share-state">
          {sharing.problem ? (
            <Icon name="alert-triangle" size={18} />
          ) : (
            <Icon name="map-pin" size={18} />
          )}
          {state.text}
        </p>
      )}
    </section>
  );
}
