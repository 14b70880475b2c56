import type { StaffUser } from '@tow/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../api/client.ts';

export type Me = StaffUser & { two_factor_required: boolean };

/**
 * The signed-in user with their role, from GET /api/me; null until it answers. `failed` says the
 * last call failed (the shell cannot tell staff from crew without it, so it offers to try again).
 */
export function useMe(): { me: Me | null; failed: boolean; reload: () => Promise<void> } {
  const [me, setMe] = useState<Me | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setMe((await apiRequest<{ user: Me }>('GET', '/me')).user);
      setFailed(false);
    } catch (error) {
      console.warn('could not read the signed-in user', error);
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { me, failed, reload };
}
