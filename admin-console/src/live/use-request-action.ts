import type { CallbackRequest } from '@tow/contracts/callback-request';
import { useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { apiRequest } from '../api/client.ts';
import { useLiveEvents } from './live-context.ts';

/**
 * One click on a request (POST /api/callback-requests/{id}/{action}): the answer is handed to
 * every list at once, the stream tells other consoles; a failure is kept as `error` to show.
 */
export function useRequestAction(request: CallbackRequest, action: string, failed: string) {
  const live = useLiveEvents();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<{ request: CallbackRequest }>(
        'POST',
        `/callback-requests/${request.id}/${action}`,
      );
      live.publish({ kind: 'updated', request: answer.request });
    } catch (failure) {
      console.warn(`${action} failed`, failure);
      setError(errorMessage(failure, failed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
