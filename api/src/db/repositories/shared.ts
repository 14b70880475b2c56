import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
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

/** A row with both timestamps as the ISO strings the API answers with. */
export function withIsoTimes<Row extends { created_at: Date | string; updated_at: Date | string }>(
  row: Row,
): Omit<Row, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string } {
  return { ...row, created_at: toIso(row.created_at), updated_at: toIso(row.updated_at) };
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

/** The content tables a visitor sees only the active rows of. */
type SwitchableTable = 'locations' | 'services' | 'seo_settings' | 'promotions';

type Column<T extends SwitchableTable> = keyof Database[T] & string;

/**
 * A switchable table's rows in `order` (the first column first); with `activeOnly` only the
 * active ones, and of those only the ones meeting `activeWhere` (a promotion within its dates).
 */
export async function listRecords<T extends SwitchableTable, Item>(
  db: DB,
  table: T,
  options: {
    activeOnly?: boolean;
    activeWhere?: ReadonlyArray<readonly [Column<T>, '>=' | '<=', string]>;
    order: ReadonlyArray<Column<T>>;
  },
  toItem: (row: Selectable<Database[T]>) => Item,
): Promise<Item[]> {
  // Kysely cannot follow a generic table name through `where` and `orderBy`; the columns are
  // typed by T above.
  let query = db.selectFrom(table as SwitchableTable).selectAll();
  if (options.activeOnly) {
    query = query.where('is_active', '=', true);
    for (const [column, operator, value] of options.activeWhere ?? [])
      query = query.where(sql.ref(column), operator, value);
  }
  for (const column of options.order) query = query.orderBy(sql.ref(column));
  const rows = await query.execute();
  return rows.map((row) => toItem(row as Selectable<Database[T]>));
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

/**
 * The insert and the update by id of a switchable table whose input maps to the same columns
 * both ways; the update stamps `updated_at`.
 */
export function recordWriters<T extends SwitchableTable, Input, Item>(
  table: T,
  toColumns: (input: Input) => Insertable<Database[T]>,
  toItem: (row: Selectable<Database[T]>) => Item,
) {
  return {
    create: (db: DB, input: Input): Promise<Item> =>
      insertRecord(db, table, toColumns(input), toItem),
    update: (db: DB, id: number, input: Input): Promise<Item | null> => {
      // Every column an insert takes can be updated; the compiler cannot see that for generic T.
      const values = { ...toColumns(input), updated_at: new Date() } as Updateable<Database[T]>;
      return updateRecord(db, table, id, values, toItem);
    },
  };
}
