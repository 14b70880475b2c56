import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Button } from '@tow/shared-ui/host/components';
import styles from './AcknowledgeButton.module.css';
import { useRequestAction } from './use-request-action.ts';

/**
 * "Not spam" on a request stored as suspected spam (POST …/release): the mark goes, and staff
 * are alerted as for a new request.
 */
export function ReleaseButton({ request }: { request: CallbackRequest }) {
  const { busy, error, run } = useRequestAction(
    request,
    'release',
    'Could not release this request. Please try again.',
  );
  if (!request.suspected_spam) return null;
  return (
    <span className={styles.wrap}>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={run}
        aria-label={`Release (not spam): the request from ${request.name}`}
      >
        Release (not spam)
      </Button>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
