import { sql } from 'kysely';
import type { DB } from '../database.ts';

/** The tables in the database's `public` schema, by name: none in a new, empty database. */
export async function listTables(db: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.name);
}
