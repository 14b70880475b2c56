import { type Kysely, sql } from 'kysely';
import { indexOn, stampedNow } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * One row per backup taken, by `npm run backup` or the schedule: when, where, how big, and the
 * error when it failed. The console and the metrics read the last success and failure from it.
 * A scheduled run's `scheduled_for` is unique, so of several replicas waking for the same time
 * exactly one inserts its row and takes the backup. `outcome` stays null while it runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('command', 'schedule')`))
    .addColumn('scheduled_for', 'timestamptz', (c) => c.unique())
    .addColumn('database_kind', 'text', (c) =>
      c.notNull().check(sql`database_kind in ('postgres', 'embedded')`),
    )
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', stampedNow)
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('success', 'failure')`))
    .addColumn('file', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'text')
    .execute();
  await indexOn(db, 'backup_runs_outcome_finished_idx', 'backup_runs', [
    'outcome',
    'finished_at',
  ]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
