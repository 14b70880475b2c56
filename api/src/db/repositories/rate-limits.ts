import { sql } from 'kysely';
import type { DB } from '../database.ts';

/**
 * Counts one hit for `key` in the fixed window that holds `now` and returns the window's total.
 * Kept in Postgres so every API replica sees the same count.
 */
export async function recordHit(
  db: DB,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ hits: number; resetAt: Date }> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetAt: new Date(windowStart.getTime() + windowMs) };
}

export async function deleteOldHits(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute();
}
