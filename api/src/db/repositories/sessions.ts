import type { UserRole } from '@tow/contracts';
import type { DB } from '../database.ts';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}

export async function createSession(
  db: DB,
  session: {
    id: string;
    userId: number;
    expiresAt: Date;
    ip?: string | null;
    userAgent?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      ip: session.ip ?? null,
      user_agent: session.userAgent?.slice(0, 400) ?? null,
      last_used_at: new Date(),
    })
    .execute();
}

/** The user of a session that is neither revoked nor expired, whose account is active. */
export async function findLiveSessionUser(db: DB, sessionId: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.role'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.active', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

/** Records when a session was last used, at most once a minute so reads stay reads. */
export async function touchSession(db: DB, sessionId: string, ip: string): Promise<void> {
  const now = new Date();
  await db
    .updateTable('sessions')
    .set({ last_used_at: now, ip })
    .where('id', '=', sessionId)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', new Date(now.getTime() - 60_000)),
      ]),
    )
    .execute();
}

export async function listLiveSessions(db: DB, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .execute();
}

/** `UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL`, narrowed by the caller. */
function revokeOpenSessions(db: DB) {
  return db.updateTable('sessions').set({ revoked_at: new Date() }).where('revoked_at', 'is', null);
}

export async function revokeSession(db: DB, sessionId: string, userId?: number): Promise<boolean> {
  let query = revokeOpenSessions(db).where('id', '=', sessionId);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every session of a user (but `keep`), e.g. after a password change or deactivation. */
export async function revokeUserSessions(db: DB, userId: number, keep?: string): Promise<void> {
  let query = revokeOpenSessions(db).where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

export async function deleteExpiredSessions(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
}
