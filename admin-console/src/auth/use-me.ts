import type { StaffUser } from '@tow/contracts';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../api/client.ts';

export type Me = StaffUser & { two_factor_required: boolean };

/** The signed-in user with their role, from GET /api/me; null until it answers. */
export function useMe(): { me: Me | null; reload: () => Promise<void> } {
  const [me, setMe] = useState<Me | null>(null);
  const reload = useCallback(async () => {
    try {
      setMe((await apiRequest<{ user: Me }>('GET', '/me')).user);
    } catch (error) {
      console.warn('could not read the signed-in user', error);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { me, reload };
}
