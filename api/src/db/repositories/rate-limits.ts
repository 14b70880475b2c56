import { sql } from 'kysely';
import type { DB } from '../database.ts';

/** Hits one replica counted for a key in one fixed window, not yet added to the shared count. */
export interface HitsToAdd {
  key: string;
  windowStart: Date;
  hits: number;
}

/**
 * Adds each key's hits to its window's shared count, in one statement, and answers the totals
 * (every replica's hits so far), in the order given. Kept in Postgres so every API replica sees
 * the same count. Each key at most once.
 */
export async function addHits(db: DB, batch: readonly HitsToAdd[]): Promise<number[]> {
  const rows = await db
    .insertInto('rate_limit_hits')
    .values(batch.map(({ key, windowStart, hits }) => ({ key, window_start: windowStart, hits })))
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ hits: sql`rate_limit_hits.hits + excluded.hits` }),
    )
    .returning(['key', 'window_start', 'hits'])
    .execute();
  const totals = new Map(
    rows.map((row) => [`${row.key} ${new Date(row.window_start).getTime()}`, row.hits]),
  );
  return batch.map(({ key, windowStart }) => totals.get(`${key} ${windowStart.getTime()}`) ?? 0);
}

export async function deleteOldHits(db: DB, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_start', '<', before).execute();
}
