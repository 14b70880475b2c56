import { useAlertStatus } from '../alerts/alert-status.tsx';
import { type EscalationClocked, escalationWords } from './escalation-clock.ts';
import styles from './ResponseClockText.module.css';
import { responseClock } from './response-clock.ts';
import { useNow } from './use-now.ts';

/**
 * "Waiting 2 min · 13 min left · escalates in 3 min", or in red "Waiting 40 min · Overdue by
 * 25 min" (the words say it too, not the colour alone). The escalation comes first for an
 * emergency, so it is said beside the time left: staff are not surprised by it. `escalated`: the
 * request's history says so (the editor knows it). Nothing for a request no longer pending.
 */
export function ResponseClockText({
  request,
  escalated,
}: {
  request: EscalationClocked;
  escalated?: boolean;
}) {
  const now = useNow();
  const delays = useAlertStatus().status?.escalation_delays_seconds ?? null;
  const clock = responseClock(request, now);
  if (!clock) return null;
  const escalation = escalationWords(request, delays, now, escalated);
  return (
    <span
      className={clock.overdue ? `${styles.clock} ${styles.overdue}` : styles.clock}
      data-testid="response-clock"
      data-overdue={clock.overdue}
    >
      <span>Waiting {clock.age}</span>
      <span className={styles.left}>{clock.left}</span>
      {escalation && (
        <span
          className={escalation === 'escalated' ? styles.escalated : undefined}
          data-testid="escalation-clock"
        >
          {escalation}
        </span>
      )}
    </span>
  );
}
