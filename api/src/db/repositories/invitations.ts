import { INVITATION_HOURS } from '@tow/contracts';
import { hashToken, newToken } from '../../auth/one-time-tokens.ts';
import type { DB } from '../database.ts';

/**
 * A new link for the user to set their password, valid 72 hours; any earlier link of theirs
 * stops working. Only the token's hash is stored: the link is shown (or mailed) once.
 */
export async function createInvitation(db: DB, userId: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db
    .updateTable('invitations')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('invitations')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + INVITATION_HOURS * 3_600_000),
    })
    .execute();
  return token;
}

export type InvitationState =
  | { state: 'unknown' }
  | { state: 'used' | 'expired' }
  | { state: 'open'; id: number; userId: number; name: string; email: string };

export async function findInvitation(db: DB, token: string): Promise<InvitationState> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.user_id')
    .select([
      'invitations.id',
      'invitations.user_id',
      'invitations.expires_at',
      'invitations.used_at',
      'users.name',
      'users.email',
    ])
    .where('invitations.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.used_at) return { state: 'used' };
  if (new Date(row.expires_at).getTime() <= Date.now()) return { state: 'expired' };
  return { state: 'open', id: row.id, userId: row.user_id, name: row.name, email: row.email };
}

/** Marks the invitation used; false when another request used it first. */
export async function useInvitation(db: DB, id: number): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
