import type { DB } from '../database.ts';

/** How long an Idempotency-Key is remembered: a retry within it gets the first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export interface RememberedAnswer {
  bodyHash: string;
  status: number;
  answer: Record<string, unknown>;
}

/** The answer given for `key` within the last 24 hours, or null. */
export async function findAnswer(
  db: DB,
  key: string,
  now = new Date(),
): Promise<RememberedAnswer | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status', 'answer'])
    .where('key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .executeTakeFirst();
  return row ? { bodyHash: row.body_hash, status: row.status, answer: row.answer } : null;
}

/** Remembers the answer for `key`; a row of the same key older than 24 hours gives way. */
export async function rememberAnswer(
  db: DB,
  key: string,
  remembered: RememberedAnswer,
): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('key', '=', key).execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      key,
      body_hash: remembered.bodyHash,
      status: remembered.status,
      answer: JSON.stringify(remembered.answer),
    })
    .execute();
}

export async function deleteAnswersBefore(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
}
