import styles from './LiveStatus.module.css';
import { useLiveEvents } from './live-context.ts';

/**
 * A quiet line when the live stream is down (the lists are then reloaded every 30 seconds), and,
 * for screen readers only, the arrival of each new request (the bell's count changes silently).
 */
export function LiveStatus() {
  const { paused, announcement } = useLiveEvents();
  return (
    <>
      <p className={styles.status} role="status">
        {paused ? 'Live updates paused, refreshing every 30 s' : ''}
      </p>
      <p className="visually-hidden" role="status" data-testid="new-request-announcement">
        {announcement}
      </p>
    </>
  );
}
