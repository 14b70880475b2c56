import { sql } from 'kysely';
import type { DB } from '../../src/db/database.ts';

async function rows(db: DB, query: ReturnType<typeof sql>) {
  return (await query.execute(db)).rows;
}

/** Every table's rows counted, by table name. */
export async function rowCounts(db: DB): Promise<Record<string, number>> {
  const tables = (await rows(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as { table_name: string }[];
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rows(db, sql`select count(*)::int as n from ${sql.table(table_name)}`);
    counts[table_name] = (row as { n: number }).n;
  }
  return counts;
}

/** The public schema as PostgreSQL itself describes it: columns, constraints, indexes, triggers and functions. */
export async function schemaState(db: DB) {
  return {
    columns: await rows(
      db,
      sql`select table_name, column_name, ordinal_position, data_type, is_nullable, column_default
          from information_schema.columns where table_schema = 'public'
          order by table_name, ordinal_position`,
    ),
    constraints: await rows(
      db,
      sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as def
          from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    indexes: await rows(
      db,
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
    ),
    triggers: await rows(
      db,
      sql`select tgrelid::regclass::text as on_table, tgname, pg_get_triggerdef(oid) as def
          from pg_trigger where not tgisinternal order by 1, 2`,
    ),
    functions: await rows(
      db,
      sql`select proname, pg_get_functiondef(oid) as def from pg_proc
          where pronamespace = 'public'::regnamespace order by 1`,
    ),
  };
}
