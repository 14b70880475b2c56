import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Button } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { apiRequest } from '../api/client.ts';
import styles from './AcknowledgeButton.module.css';
import { useLiveEvents } from './live-context.ts';

/** The answer of POST /api/callback-requests/{id}/acknowledge. */
interface AcknowledgeAnswer {
  readonly request: CallbackRequest;
}

/**
 * "I'll take it" on a pending request nobody took yet (POST …/acknowledge); "Taken by {name}"
 * once someone did. The answer is handed to every list at once; the stream tells other consoles.
 */
export function AcknowledgeButton({ request }: { request: CallbackRequest }) {
  const live = useLiveEvents();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (request.acknowledged_at) {
    return (
      <span className={styles.taken} data-testid="taken-by">
        Taken by {request.acknowledged_by ?? 'a colleague'}
      </span>
    );
  }
  if (request.status !== 'pending') return null;

  const take = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<AcknowledgeAnswer>(
        'POST',
        `/callback-requests/${request.id}/acknowledge`,
      );
      live.publish({ kind: 'updated', request: answer.request });
    } catch (failure) {
      console.warn('Acknowledge failed', failure);
      setError(errorMessage(failure, 'Could not take this request. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.wrap}>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={take}
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
