import styles from './LiveStatus.module.css';
import { useLiveEvents } from './live-context.ts';

/** A quiet line when the live stream is down: the lists are then reloaded every 30 seconds. */
export function LiveStatus() {
  const { paused } = useLiveEvents();
  return (
    <p className={styles.status} role="status">
      {paused ? 'Live updates paused, refreshing every 30 s' : ''}
    </p>
  );
}
