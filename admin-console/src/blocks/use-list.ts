import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api/client.ts';

export interface ListState<T> {
  readonly items: readonly T[];
  /** True until the first answer (or failure); reloads keep showing the current items. */
  readonly loading: boolean;
  /** The screen's load-failure text (spec section 8, e.g. "Failed to fetch services"), or null. */
  readonly error: string | null;
  /** Loads again; resolves when done. Call it after every successful change (spec section 4). */
  reload(): Promise<void>;
  /**
   * Changes the items in place, without asking the server (a live update carrying the record).
   * A change must give the same result when applied twice: it is applied again on the answer of
   * a load that was already on its way, which may not include it yet.
   */
  update(change: (items: readonly T[]) => readonly T[]): void;
}

export interface ListOptions {
  /** Reload every this many ms (the callbacks screen: CALLBACKS_REFRESH_MS). */
  readonly refreshMs?: number;
}

/**
 * One admin list from the API: `useList<Service>('/services', 'services', 'Failed to fetch services')`.
 * `field` is the list's name in the answer (`services`, `requests`, `settings`...).
 */
export function useList<T>(
  path: string,
  field: string,
  loadFailed: string,
  { refreshMs }: ListOptions = {},
): ListState<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Answers can arrive out of order (a slow load, then a reload): only the latest one counts.
  const latest = useRef(0);
  // Changes made while a load was on its way, numbered, to apply to its answer too.
  const changes = useRef<{ seq: number; change: (items: readonly T[]) => readonly T[] }[]>([]);
  const changeSeq = useRef(0);
  const loadsOnTheirWay = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    const since = changeSeq.current;
    loadsOnTheirWay.current++;
    try {
      const answer = await apiRequest<Record<string, unknown>>('GET', path);
      if (call !== latest.current) return;
      const list = answer[field];
      let next: readonly T[] = Array.isArray(list) ? (list as T[]) : [];
      for (const { seq, change } of changes.current) if (seq > since) next = change(next);
      setItems(next);
      setError(null);
    } catch (failure) {
      if (call !== latest.current) return;
      console.warn(`GET ${path} failed`, failure);
      setError(loadFailed);
    } finally {
      if (--loadsOnTheirWay.current === 0) changes.current = [];
      if (call === latest.current) setLoading(false);
    }
  }, [path, field, loadFailed]);

  useEffect(() => {
    void reload();
    if (!refreshMs) return;
    const timer = setInterval(() => void reload(), refreshMs);
    return () => clearInterval(timer);
  }, [reload, refreshMs]);

  const update = useCallback((change: (items: readonly T[]) => readonly T[]) => {
    if (loadsOnTheirWay.current > 0) changes.current.push({ seq: ++changeSeq.current, change });
    setItems(change);
  }, []);

  return { items, loading, error, reload, update };
}
