import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../database.ts';
import type { Database } from '../schema.ts';

export type ContentTable =
  | 'services'
  | 'promotions'
  | 'reviews'
  | 'callback_requests'
  | 'seo_settings'
  | 'locations'
  | 'vehicles';

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Empty optional text is stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** How many rows a table holds. */
export async function countRows(db: DB, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteById(db: DB, table: ContentTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** `INSERT … RETURNING *` into a content table: the record as stored. */
export async function insertRecord<T extends ContentTable, Item>(
  db: DB,
  table: T,
  values: Insertable<Database[T]>,
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<Item> {
  return toItem(await db.insertInto(table).values(values).returningAll().executeTakeFirstOrThrow());
}

/** `UPDATE … WHERE id RETURNING *` on a content table: the record as stored, null without one. */
export async function updateRecord<T extends ContentTable, Item>(
  db: DB,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<Item | null> {
  // Kysely cannot follow a generic table name through `set`; the caller's values are typed by T.
  const row = await db
    .updateTable(table as ContentTable)
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toItem(row as Selectable<Database[T]>) : null;
}
