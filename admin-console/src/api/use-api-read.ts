import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from './client.ts';

export interface ApiRead<T> {
  /** Null until the first answer. */
  readonly value: T | null;
  /** The last read failed (an earlier value stays shown). */
  readonly failed: boolean;
  /** Reads again now, e.g. after a change the screen made. */
  readonly reload: () => Promise<void>;
}

/**
 * One GET the console keeps on screen: read on mount (and every `refreshMs` when given), the part
 * of the answer `pick` keeps, and whether the last read failed (`failure` goes to the console log).
 * `pick` must be stable (a module-level function): a new one reads again.
 */
export function useApiRead<Answer extends object, T>(
  path: string,
  pick: (answer: Answer) => T,
  failure: string,
  refreshMs?: number,
): ApiRead<T> {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setValue(pick(await apiRequest<Answer>('GET', path)));
      setFailed(false);
    } catch (error) {
      console.warn(failure, error);
      setFailed(true);
    }
  }, [path, pick, failure]);
  useEffect(() => {
    void reload();
    if (refreshMs === undefined) return;
    const timer = window.setInterval(reload, refreshMs);
    return () => window.clearInterval(timer);
  }, [reload, refreshMs]);
  return { value, failed, reload };
}
