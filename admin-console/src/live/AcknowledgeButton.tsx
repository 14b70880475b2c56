import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Button } from '@tow/shared-ui/host/components';
import styles from './AcknowledgeButton.module.css';
import { useRequestAction } from './use-request-action.ts';

/**
 * "I'll take it" on a pending request nobody took yet (POST …/acknowledge); "Taken by {name}"
 * once someone did. The answer is handed to every list at once; the stream tells other consoles.
 */
export function AcknowledgeButton({ request }: { request: CallbackRequest }) {
  const { busy, error, run } = useRequestAction(
    request,
    'acknowledge',
    'Could not take this request. Please try again.',
  );

  if (request.acknowledged_at) {
    return (
      <span className={styles.taken} data-testid="taken-by">
        Taken by {request.acknowledged_by ?? 'a colleague'}
      </span>
    );
  }
  if (request.status !== 'pending') return null;

  return (
    <span className={styles.wrap}>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={run}
        aria-label={`I'll take it: the request from ${request.name}`}
      >
        I'll take it
      </Button>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
