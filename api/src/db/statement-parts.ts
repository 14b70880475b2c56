import { type RawBuilder, sql } from 'kysely';
import type { DB } from './database.ts';

/**
 * A write that can share one statement with others: its common table expressions (names unique
 * across the parts), and, when one of them only selects (a NOTIFY) or the caller needs what it
 * wrote, the expression that makes PostgreSQL run it or answers it (a data-modifying one always
 * runs), named with `as` when read back.
 */
export interface StatementPart {
  ctes: RawBuilder<unknown>;
  runs?: RawBuilder<unknown>;
}

/** Runs `parts` as one statement: one round trip, all or nothing. Answers the named `runs`. */
export async function runAsOneStatement(
  db: DB,
  parts: StatementPart[],
): Promise<Record<string, unknown>> {
  const runs = parts.flatMap((part) => (part.runs ? [part.runs] : []));
  const { rows } = await sql<Record<string, unknown>>`with ${sql.join(
    parts.map((part) => part.ctes),
    sql`, `,
  )} select ${runs.length > 0 ? sql.join(runs, sql`, `) : sql`1`}`.execute(db);
  return rows[0] ?? {};
}
