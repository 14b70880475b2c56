import type { CallbackRequest } from '@tow/contracts/callback-request';
import { apiRequest } from '../api/client.ts';
import { useLiveEvents } from './live-context.ts';

/** The calls that change a request in one step: POST /api/callback-requests/{id}/{action}. */
export type RequestAction = 'acknowledge' | 'release' | 'assign' | 'stage';

/**
 * Runs an action on a request: the answer is handed to every list at once and the stream tells
 * other consoles. A failure is thrown, for the caller to show.
 */
export function useRequestAction() {
  const live = useLiveEvents();
  return async (
    request: CallbackRequest,
    action: RequestAction,
    body?: Record<string, unknown>,
  ): Promise<void> => {
    const answer = await apiRequest<{ request: CallbackRequest }>(
      'POST',
      `/callback-requests/${request.id}/${action}`,
      body,
    );
    live.publish({ kind: 'updated', request: answer.request });
  };
}
