import { sql } from 'kysely';
import { hashToken } from '../../auth/one-time-tokens.ts';
import { normaliseRecoveryCode } from '../../auth/totp.ts';
import type { DB } from '../database.ts';

/** Replaces the user's recovery codes; only their hashes are kept. */
export async function replaceRecoveryCodes(db: DB, userId: number, codes: string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: hashToken(normaliseRecoveryCode(code)) })),
    )
    .execute();
}

export async function deleteRecoveryCodes(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Uses up a recovery code: true once per code, false when unknown or used. */
export async function useRecoveryCode(db: DB, userId: number, code: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(normaliseRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const CHALLENGE_MINUTES = 5;
/** Wrong codes a challenge takes before it ends and the person must sign in again. */
export const CHALLENGE_MAX_FAILURES = 5;

export async function createChallenge(db: DB, id: string, userId: number): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: hashToken(id),
      user_id: userId,
      expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    })
    .execute();
}

/** The user of a challenge still open (not used, expired or worn out by wrong codes). */
export async function findOpenChallenge(db: DB, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('two_factor_challenges')
    .select('user_id')
    .where('id', '=', hashToken(id))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('failures', '<', CHALLENGE_MAX_FAILURES)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function recordChallengeFailure(db: DB, id: string): Promise<void> {
  await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', hashToken(id))
    .execute();
}

/** Closes the challenge; false when a parallel request closed it first. */
export async function closeChallenge(db: DB, id: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: new Date() })
    .where('id', '=', hashToken(id))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records that the code of `step` signed the user in; false when that step (or a later one) did
 * already, so a code seen over a shoulder or replayed signs in nobody else.
 */
export async function useTotpStep(db: DB, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where(sql<boolean>`totp_last_step is null or totp_last_step < ${step}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
