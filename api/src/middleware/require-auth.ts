import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { findLiveSessionUser } from '../db/repositories/sessions.ts';
import { ApiError } from '../lib/api-error.ts';

/** Admin calls need `Authorization: Bearer <token>` for a session that is still live. */
export function requireAuth(deps: Pick<AppDeps, 'db' | 'tokens'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) throw new ApiError(401, 'Please sign in to continue');
    const sessionId = await deps.tokens.verify(token);
    const user = sessionId ? await findLiveSessionUser(deps.db, sessionId) : null;
    if (!sessionId || !user)
      throw new ApiError(401, 'Your session has expired. Please sign in again');
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
  });
}
