import type { AlertStatus } from '@tow/contracts/alerts';
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

/** A failing channel is worth knowing within a minute; the status is one small query. */
export const ALERT_STATUS_REFRESH_MS = 60_000;

interface AlertStatusValue {
  /** Null until first known (or when the call fails: no banner on a guess). */
  readonly status: AlertStatus | null;
  refresh(): Promise<void>;
}

const AlertStatusContext = createContext<AlertStatusValue | null>(null);

/**
 * The alert channels' status for the shell's banner and the dashboard's alerts panel, and the
 * escalation delays the response clocks count down to.
 */
export function AlertStatusProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AlertStatus | null>(null);
  const refresh = useCallback(async () => {
    try {
      // GET /api/alerts/status: whether each alert channel works, and the escalation delays.
      const answer = await apiRequest<AlertStatus>('GET', '/alerts/status');
      setStatus({
        email: answer.email,
        push: answer.push,
        sms: answer.sms,
        escalation_delays_seconds: answer.escalation_delays_seconds,
      });
    } catch (failure) {
      console.warn('Could not read the alert status', failure);
    }
  }, []);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), ALERT_STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  const value = useMemo(() => ({ status, refresh }), [status, refresh]);
  return <AlertStatusContext value={value}>{children}</AlertStatusContext>;
}

export function useAlertStatus(): AlertStatusValue {
  const value = use(AlertStatusContext);
  if (!value) throw new Error('useAlertStatus must be used within the admin shell');
  return value;
}
