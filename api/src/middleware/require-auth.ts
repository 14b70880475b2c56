import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import { readSecuritySettings } from '../db/repositories/app-settings.ts';
import { findLiveSessionUser, touchSession } from '../db/repositories/sessions.ts';
import { findUserById } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { clientIp } from './client-ip.ts';

/** Calls a user without two factor may still make when an owner requires it: setting it up. */
const TWO_FACTOR_SETUP_PATHS = /^\/api\/(me(\/.*)?|auth\/(logout|me))$/;

/** What a crew member hears from any call that is not theirs to make. */
export const CREW_REFUSED =
  'Crew accounts can see only the jobs given to them and their own account. Ask staff or an owner.';

/**
 * Admin calls need `Authorization: Bearer <token>` for a session that is still live, of an
 * active user. When an owner requires two factor, a user without it can only reach their own
 * account until they set it up. A crew member is refused (403) unless the call says `crew: true`:
 * every call is closed to the crew unless opened on purpose.
 */
export function requireAuth(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'config'>,
  options: { crew: boolean } = { crew: false },
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw new ApiError(401, 'Please sign in to continue');
    const sessionId = await deps.tokens.verify(token);
    const user = sessionId ? await findLiveSessionUser(deps.db, sessionId) : null;
    if (!sessionId || !user)
      throw new ApiError(401, 'Your session has expired. Please sign in again');
    if (!TWO_FACTOR_SETUP_PATHS.test(c.req.path)) {
      const { require_two_factor } = await readSecuritySettings(deps.db);
      if (require_two_factor && !(await findUserById(deps.db, user.id))?.totp_enabled_at)
        throw new ApiError(
          403,
          'Two-factor sign-in is required for every account. Set it up under My account first.',
        );
    }
    if (user.role === 'crew' && !options.crew) throw new ApiError(403, CREW_REFUSED);
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
    // Only a call that worked counts as use: a refused one leaves the stored session as it was.
    if (c.res.status < 400)
      await touchSession(deps.db, sessionId, clientIp(c, deps.config.TRUST_PROXY));
  });
}

/** Owner-only calls: 403 with a message a staff member understands. */
export function requireOwner(what: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user')?.role !== 'owner')
      throw new ApiError(403, `Only an owner can ${what}. Ask an owner of this console.`);
    await next();
  });
}
