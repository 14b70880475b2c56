import type { DemoContentCounts } from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../database.ts';

/** The seeded tables whose rows "Remove demo content" deletes: made-up people and offers. */
export const REMOVABLE_DEMO_TABLES = ['callback_requests', 'reviews', 'promotions'] as const;
type RemovableTable = (typeof REMOVABLE_DEMO_TABLES)[number];

/** Lists rows the demo seed has just written (see the migration that made `demo_rows`). */
export async function markDemoRows(db: DB, table: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('demo_rows')
    .values(ids.map((row_id) => ({ table_name: table, row_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The ids of one table's rows still as seeded. */
export async function listDemoRowIds(db: DB, table: RemovableTable): Promise<number[]> {
  const rows = await db
    .selectFrom('demo_rows')
    .select('row_id')
    .where('table_name', '=', table)
    .orderBy('row_id')
    .execute();
  return rows.map((row) => row.row_id);
}

/** How many rows of each removable table are still exactly as the seed wrote them. */
export async function countDemoRows(db: DB): Promise<DemoContentCounts> {
  const rows = await db
    .selectFrom('demo_rows')
    .select(['table_name', (eb) => eb.fn.countAll<string>().as('count')])
    .where('table_name', 'in', REMOVABLE_DEMO_TABLES)
    .groupBy('table_name')
    .execute();
  const count = (table: RemovableTable) =>
    Number(rows.find((row) => row.table_name === table)?.count ?? 0);
  return {
    callback_requests: count('callback_requests'),
    reviews: count('reviews'),
    promotions: count('promotions'),
  };
}

/**
 * Deletes the demo reviews and promotions still as seeded, in the caller's transaction; their
 * marks go with them (the delete trigger). A row changed since the seed is no longer marked, so
 * it stays. (Demo callback requests go one by one through their lifecycle's deletion.)
 */
export async function deleteDemoRows(
  db: DB,
): Promise<Pick<DemoContentCounts, 'reviews' | 'promotions'>> {
  const removed = async (table: 'reviews' | 'promotions') => {
    const marked = db
      .selectFrom('demo_rows')
      .select(sql<number>`row_id`.as('row_id'))
      .where('table_name', '=', table);
    const result = await db.deleteFrom(table).where('id', 'in', marked).executeTakeFirst();
    return Number(result.numDeletedRows);
  };
  return { reviews: await removed('reviews'), promotions: await removed('promotions') };
}
