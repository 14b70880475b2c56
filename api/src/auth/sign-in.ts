import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-deps.ts';
import { insertAuditEvent } from '../db/repositories/audit-events.ts';
import { createSession } from '../db/repositories/sessions.ts';
import { updateUserFields } from '../db/repositories/users.ts';
import { clientIp } from '../middleware/client-ip.ts';
import { newSessionId } from './tokens.ts';

/** Opens a session for a user who proved who they are, and answers as the spec's login does. */
export async function signIn(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'db' | 'config' | 'tokens'>,
  user: { id: number; name: string; email: string },
  method: 'password' | 'two_factor' | 'recovery_code',
) {
  const { db, config, tokens } = deps;
  const ip = clientIp(c, config.TRUST_PROXY);
  const sessionId = newSessionId();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.SESSION_TTL_HOURS * 3_600_000);
  await db.transaction().execute(async (trx) => {
    await createSession(trx, {
      id: sessionId,
      userId: user.id,
      expiresAt,
      ip,
      userAgent: c.req.header('user-agent') ?? null,
    });
    await updateUserFields(trx, user.id, { last_sign_in_at: now });
    await insertAuditEvent(trx, {
      actorId: user.id,
      actorName: user.name,
      action: 'sign_in',
      entity: 'users',
      entityId: user.id,
      ip,
      changes: { method: { after: method } },
    });
  });
  const token = await tokens.sign(sessionId, user.id, expiresAt);
  return {
    success: true as const,
    message: 'Signed in successfully',
    token,
    user: { id: user.id, name: user.name, email: user.email },
  };
}

/** A failed sign-in in the trail: the account if the address is one, never the password. */
export async function recordFailedSignIn(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: { id: number; name: string } | null,
  reason: string,
) {
  await insertAuditEvent(deps.db, {
    actorId: user?.id ?? null,
    actorName: user?.name ?? null,
    action: 'sign_in_failed',
    entity: 'users',
    entityId: user?.id ?? null,
    ip: clientIp(c, deps.config.TRUST_PROXY),
    changes: { reason: { after: reason } },
  });
}
