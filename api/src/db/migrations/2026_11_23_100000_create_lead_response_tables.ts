import { type Kysely, sql } from 'kysely';
import { dropColumns, indexOn, stampedNow } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('callback_requests')
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('acknowledged_by', 'text')
    .execute();

  await db.schema
    .createTable('callback_request_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('callback_request_id', 'integer', (c) =>
      c.notNull().references('callback_requests.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', stampedNow)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await indexOn(db, 'callback_request_history_request', 'callback_request_history', [
    'callback_request_id',
    'id',
  ]).execute();

  // The outbox: a job is written in the transaction of the change it announces.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('run_at', 'timestamptz', stampedNow)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', stampedNow)
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await indexOn(db, 'jobs_due', 'jobs', ['run_at', 'id'])
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await indexOn(db, 'jobs_finished', 'jobs', ['finished_at']).execute();

  await db.schema
    .createTable('job_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job_id', 'bigint', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', stampedNow)
    .addColumn('lease_until', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('error', 'text')
    .execute();
  await indexOn(db, 'job_attempts_job', 'job_attempts', ['job_id']).execute();

  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', stampedNow)
    .execute();
  await indexOn(db, 'live_events_created', 'live_events', ['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_events', 'job_attempts', 'jobs', 'callback_request_history']) {
    await db.schema.dropTable(table).execute();
  }
  await dropColumns(db, 'callback_requests', ['acknowledged_at', 'acknowledged_by']);
}
