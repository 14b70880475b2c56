import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@tow/contracts/api-headers';
import type { DB } from '../db/database.ts';
import { lockKey } from '../db/repositories/advisory-locks.ts';
import { findAnswer, rememberAnswer } from '../db/repositories/idempotency-keys.ts';
import { ApiError } from '../lib/api-error.ts';

/**
 * Runs `work` once per Idempotency-Key within 24 hours, in the caller's transaction: the same key
 * and body get the first answer again without storing anything; the same key with another body
 * is refused (422). Without a key, `work` simply runs.
 */
export async function onceForKey<T extends { status: number; body: Record<string, unknown> }>(
  db: DB,
  key: string | undefined,
  input: unknown,
  work: () => Promise<T>,
): Promise<{ status: number; body: Record<string, unknown>; replayed: boolean }> {
  if (key === undefined) return { ...(await work()), replayed: false };
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(422, 'The Idempotency-Key header must be 1 to 200 printable characters', {
      errors: { 'Idempotency-Key': ['Must be 1 to 200 printable characters, e.g. a UUID'] },
    });
  }
  const bodyHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  await lockKey(db, `idempotency:${key}`);
  const earlier = await findAnswer(db, key);
  if (earlier) {
    if (earlier.bodyHash !== bodyHash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request', {
        errors: { 'Idempotency-Key': ['Use a new key for a different request'] },
      });
    }
    return { status: earlier.status, body: earlier.answer, replayed: true };
  }
  const result = await work();
  await rememberAnswer(db, key, { bodyHash, status: result.status, answer: result.body });
  return { ...result, replayed: false };
}
