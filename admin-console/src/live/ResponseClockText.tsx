import styles from './ResponseClockText.module.css';
import { type Clocked, responseClock } from './response-clock.ts';
import { useNow } from './use-now.ts';

/**
 * "Waiting 25 min · 12 min left", or in red "Waiting 40 min · Overdue by 25 min" (the words say
 * it too, not the colour alone). Nothing for a request no longer pending.
 */
export function ResponseClockText({ request }: { request: Clocked }) {
  const now = useNow();
  const clock = responseClock(request, now);
  if (!clock) return null;
  return (
    <span
      className={clock.overdue ? `${styles.clock} ${styles.overdue}` : styles.clock}
      data-testid="response-clock"
      data-overdue={clock.overdue}
    >
      <span>Waiting {clock.age}</span>
      <span className={styles.left}>{clock.left}</span>
    </span>
  );
}
