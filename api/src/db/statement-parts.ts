import { type RawBuilder, sql } from 'kysely';
import type { DB } from './database.ts';

/**
 * A write that can share one statement with others: its common table expressions (names unique
 * across the parts), and, when one of them only selects (a NOTIFY), the expression that makes
 * PostgreSQL run it (a data-modifying one always runs).
 */
export interface StatementPart {
  ctes: RawBuilder<unknown>;
  runs?: RawBuilder<unknown>;
}

/** Runs `parts` as one statement: one round trip, all or nothing. */
export async function runAsOneStatement(db: DB, parts: StatementPart[]): Promise<void> {
  const runs = parts.flatMap((part) => (part.runs ? [part.runs] : []));
  await sql`with ${sql.join(
    parts.map((part) => part.ctes),
    sql`, `,
  )} select ${runs.length > 0 ? sql.join(runs, sql`, `) : sql`1`}`.execute(db);
}
