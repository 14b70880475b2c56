import { formatDateTime } from '../lib/format.ts';
import styles from './AlertStatusBanner.module.css';
import { useAlertStatus } from './alert-status.tsx';

/**
 * "Email alerts are failing since 23 Nov 2026, 17:05" across the top of every screen while the
 * mail server refuses the alerts (they keep retrying), and the same for push.
 */
export function AlertStatusBanner() {
  const { status } = useAlertStatus();
  const failures = [
    status?.email.failing_since && {
      key: 'email',
      text: `Email alerts are failing since ${formatDateTime(status.email.failing_since)}`,
      detail: status.email.last_error,
    },
    status?.push.failing_since && {
      key: 'push',
      text: `Push alerts are failing since ${formatDateTime(status.push.failing_since)}`,
      detail: null,
    },
  ].filter((failure) => !!failure);
  if (failures.length === 0) return null;
  return (
    <div className={styles.banner} role="alert">
      {failures.map((failure) => (
        <p key={failure.key}>
          <strong>{failure.text}</strong>
          {failure.detail && <span className={styles.detail}> ({failure.detail})</span>}
        </p>
      ))}
    </div>
  );
}
