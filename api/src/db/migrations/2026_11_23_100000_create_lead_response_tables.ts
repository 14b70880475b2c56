import { type Kysely, sql } from 'kysely';

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
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('callback_request_history_request')
    .on('callback_request_history')
    .columns(['callback_request_id', 'id'])
    .execute();

  // The outbox: a job is written in the transaction of the change it announces.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('jobs_due')
    .on('jobs')
    .columns(['run_at', 'id'])
    .where(sql.ref('state'), '=', 'pending')
    .execute();
  await db.schema.createIndex('jobs_finished').on('jobs').column('finished_at').execute();

  await db.schema
    .createTable('job_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job_id', 'bigint', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('job_attempts_job').on('job_attempts').column('job_id').execute();

  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('live_events_created')
    .on('live_events')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_events', 'job_attempts', 'jobs', 'callback_request_history']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('callback_requests')
    .dropColumn('acknowledged_at')
    .dropColumn('acknowledged_by')
    .execute();
}
