import { sql } from 'kysely';
import type { DB } from '../../src/db/database.ts';
import { listTables } from '../../src/db/repositories/database-tables.ts';

/** Every row of every table, each as JSON with its columns in name order, sorted. */
export type TableRows = Record<string, string[]>;

function canonical(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))),
  );
}

/** What the database holds, table by table, row by row (the restore drill compares these). */
export async function readEveryRow(db: DB): Promise<TableRows> {
  const rows: TableRows = {};
  for (const table of await listTables(db)) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    rows[table] = result.rows.map(canonical).sort();
  }
  return rows;
}

/** The rows of `inner` missing from `outer`, counting repeats (an empty list: all are there). */
export function rowsMissing(inner: string[], outer: string[]): string[] {
  const left = new Map<string, number>();
  for (const row of outer) left.set(row, (left.get(row) ?? 0) + 1);
  const missing: string[] = [];
  for (const row of inner) {
    const count = left.get(row) ?? 0;
    if (count === 0) missing.push(row);
    else left.set(row, count - 1);
  }
  return missing;
}
