import type { StaffUser } from '@tow/contracts';
import { useApiRead } from '../api/use-api-read.ts';

export type Me = StaffUser & { two_factor_required: boolean };

const userOf = (answer: { user: Me }) => answer.user;

/**
 * The signed-in user with their role, from GET /api/me; null until it answers. `failed` says the
 * last call failed (the shell cannot tell staff from crew without it, so it offers to try again).
 */
export function useMe(): { me: Me | null; failed: boolean; reload: () => Promise<void> } {
  const { value, failed, reload } = useApiRead('/me', userOf, 'could not read the signed-in user');
  return { me: value, failed, reload };
}
