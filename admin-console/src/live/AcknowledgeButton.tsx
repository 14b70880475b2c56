import type { CallbackRequest } from '@tow/contracts/callback-request';
import styles from './AcknowledgeButton.module.css';
import { RequestActionButton } from './RequestActionButton.tsx';

/**
 * "I'll take it" on a pending request nobody took yet (POST …/acknowledge); "Taken by {name}"
 * once someone did. The answer is handed to every list at once; the stream tells other consoles.
 */
export function AcknowledgeButton({ request }: { request: CallbackRequest }) {
  if (request.acknowledged_at) {
    return (
      <span className={styles.taken} data-testid="taken-by">
        Taken by {request.acknowledged_by ?? 'a colleague'}
      </span>
    );
  }
  if (request.status !== 'pending') return null;
  return (
    <RequestActionButton
      request={request}
      action="acknowledge"
      label="I'll take it"
      ariaLabel={`I'll take it: the request from ${request.name}`}
      failed="Could not take this request. Please try again."
    />
  );
}
