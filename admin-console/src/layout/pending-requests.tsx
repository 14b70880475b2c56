import { type CallbackRequest, isAwaitingCallback } from '@tow/contracts/callback-request';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { CALLBACK_MESSAGES } from '../lib/messages.ts';
import { useLiveCallbacks } from '../live/use-live-callbacks.ts';

export interface PendingRequests {
  /** Callback requests awaiting a call back (pending, not suspected spam), or null until known. */
  readonly count: number | null;
  /** The pending requests themselves (the dashboard's clocks and overdue count). */
  readonly requests: readonly CallbackRequest[];
  /** Asks again now, e.g. after the callbacks screen changed a status. */
  refresh(): Promise<void>;
}

const PendingContext = createContext<PendingRequests | null>(null);

/**
 * The callback requests waiting for a call back (GET /api/callback-requests/pending: pending, not
 * suspected spam), for the bell and the dashboard: kept current by the live stream (a new request
 * counts at once, a released one too), or asked every 30 seconds while the stream is down. A
 * failed call keeps the last count.
 */
export function PendingRequestsProvider({ children }: { children: ReactNode }) {
  const list = useLiveCallbacks(
    '/callback-requests/pending',
    CALLBACK_MESSAGES.loadFailed,
    isAwaitingCallback,
  );
  const unknown = list.loading || (list.error !== null && list.items.length === 0);
  const value = useMemo(
    () => ({
      count: unknown ? null : list.items.length,
      requests: list.items,
      refresh: list.reload,
    }),
    [unknown, list.items, list.reload],
  );
  return <PendingContext value={value}>{children}</PendingContext>;
}

export function usePendingRequests(): PendingRequests {
  const value = use(PendingContext);
  if (!value) throw new Error('usePendingRequests must be used within the admin shell');
  return value;
}
