import { type Kysely, sql } from 'kysely';
import { stampedNow } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * One review request per completed job: how it reached the driver (a text or an email), or why
 * it did not (opted out, no way to reach them), when it was sent, reminded and opened, and the
 * unguessable token of its link (`/r/{token}`). The token's table of email addresses that asked
 * for no more review emails is kept apart: an unsubscribe outlives the job that carried it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('callback_request_id', 'integer', (col) =>
      col.notNull().unique().references('callback_requests.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('channel', 'text', (col) => col.check(sql`channel in ('sms', 'email')`))
    .addColumn('not_sent_reason', 'text', (col) =>
      col.check(sql`not_sent_reason in ('opted_out', 'unreachable')`),
    )
    .addColumn('created_at', 'timestamptz', stampedNow)
    .addColumn('sent_at', 'timestamptz')
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    .addColumn('open_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unsubscribed_at', 'timestamptz')
    .addCheckConstraint(
      'review_requests_asked_or_why_check',
      sql`(channel is null) <> (not_sent_reason is null)`,
    )
    .execute();
  await db.schema
    .createTable('review_email_opt_outs')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('opted_out_at', 'timestamptz', stampedNow)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_email_opt_outs').execute();
  await db.schema.dropTable('review_requests').execute();
}
