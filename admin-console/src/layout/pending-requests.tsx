import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { apiRequest } from '../api/client.ts';
import { CALLBACKS_REFRESH_MS } from '../constants.ts';

export interface PendingRequests {
  /** Pending callback requests, or null until first known. */
  readonly count: number | null;
  /** Asks again now, e.g. after the callbacks screen changed a status. */
  refresh(): Promise<void>;
}

const PendingContext = createContext<PendingRequests | null>(null);

/**
 * How many callback requests wait for an answer (GET /api/callback-requests/pending), for the
 * bell. Asked on mount and every 30 seconds like the callbacks list, so a new request shows
 * without reloading; a failed call keeps the last count.
 */
export function PendingRequestsProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState<number | null>(null);
  const refresh = useCallback(async () => {
    try {
      const { requests } = await apiRequest<{ requests: unknown[] }>(
        'GET',
        '/callback-requests/pending',
      );
      setCount(requests.length);
    } catch (failure) {
      console.warn('Could not count pending callback requests', failure);
    }
  }, []);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), CALLBACKS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <PendingContext value={value}>{children}</PendingContext>;
}

export function usePendingRequests(): PendingRequests {
  const value = use(PendingContext);
  if (!value) throw new Error('usePendingRequests must be used within the admin shell');
  return value;
}
