import type { User } from '@tow/contracts';
import type { DB } from '../database.ts';

export async function createSession(
  db: DB,
  session: { id: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: session.id, user_id: session.userId, expires_at: session.expiresAt })
    .execute();
}

/** The user of a session that is neither revoked nor expired. */
export async function findLiveSessionUser(db: DB, sessionId: string): Promise<User | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.email'])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ?? null;
}

export async function revokeSession(db: DB, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}

/** Ends every session of a user, e.g. after a password reset. */
export async function revokeUserSessions(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function deleteExpiredSessions(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
}
