import type { OnCallNow } from '@tow/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../api/client.ts';

/** Who is on call can change on the minute a shift starts: asked again this often. */
const REFRESH_MS = 60_000;

/**
 * GET /api/on-call/now, asked again every minute and by `reload` (after the rota is saved).
 * `now` is null until the first answer; `failed` when the last ask failed.
 */
export function useOnCallNow(): {
  now: OnCallNow | null;
  failed: boolean;
  reload: () => Promise<void>;
} {
  const [now, setNow] = useState<OnCallNow | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      const answer = await apiRequest<OnCallNow>('GET', '/on-call/now');
      setNow({ primary: answer.primary, backup: answer.backup });
      setFailed(false);
    } catch (failure) {
      console.warn('Could not read who is on call', failure);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
    const timer = window.setInterval(reload, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  return { now, failed, reload };
}
