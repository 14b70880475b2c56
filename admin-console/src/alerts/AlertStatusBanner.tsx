import type { AlertStatus } from '@tow/contracts/alerts';
import { formatDateTime } from '../lib/format.ts';
import styles from './AlertStatusBanner.module.css';
import { useAlertStatus } from './alert-status.tsx';

interface Failure {
  readonly key: string;
  readonly text: string;
  readonly detail: string | null;
}

/** "Email alerts are failing since 23 Nov 2026, 17:05" (and the same for push and texts), or nothing. */
export function alertFailures(status: AlertStatus | null): Failure[] {
  if (!status) return [];
  const failures: Failure[] = [];
  if (status.email.failing_since) {
    failures.push({
      key: 'email',
      text: `Email alerts are failing since ${formatDateTime(status.email.failing_since)}`,
      detail: status.email.last_error,
    });
  }
  if (status.push.failing_since) {
    failures.push({
      key: 'push',
      text: `Push alerts are failing since ${formatDateTime(status.push.failing_since)}`,
      detail: null,
    });
  }
  // The site's daily text limit reached is told here too: staff learn texts stopped, once.
  if (status.sms.failing_since) {
    failures.push({
      key: 'sms',
      text: `Texts are failing since ${formatDateTime(status.sms.failing_since)}`,
      detail: status.sms.last_error,
    });
  }
  return failures;
}

/**
 * Across the top of every screen while the mail server (or push) refuses the alerts: they keep
 * retrying, and staff should know to watch the console meanwhile.
 */
export function AlertStatusBanner() {
  const failures = alertFailures(useAlertStatus().status);
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
