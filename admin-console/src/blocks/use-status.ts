import { useCallback, useMemo, useState } from 'react';

export type StatusTone = 'success' | 'error';

export interface Status {
  readonly tone: StatusTone;
  readonly message: string;
  /** Changes with every message, so the same text twice restarts the 5-second timer. */
  readonly key: number;
}

export interface StatusController {
  readonly current: Status | null;
  success(message: string): void;
  error(message: string): void;
  clear(): void;
}

/** The message of a screen's <StatusBanner>: `status.success('Service activated')`. */
export function useStatus(): StatusController {
  const [current, setCurrent] = useState<Status | null>(null);
  const show = useCallback((tone: StatusTone, message: string) => {
    setCurrent((previous) => ({ tone, message, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const success = useCallback((message: string) => show('success', message), [show]);
  const error = useCallback((message: string) => show('error', message), [show]);
  const clear = useCallback(() => setCurrent(null), []);
  return useMemo(() => ({ current, success, error, clear }), [current, success, error, clear]);
}
