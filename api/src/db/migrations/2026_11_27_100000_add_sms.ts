import { type Kysely, sql } from 'kysely';
import { indexOn, stampedNow, timestamps } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * Texts: every SMS the site sends or receives (`key` makes writing one twice impossible: a job
 * retried, a webhook delivered again), the phones that replied STOP, and the days the site's
 * daily text limit was reached (staff are told once a day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sms_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('callback_request_id', 'integer', (c) =>
      c.references('callback_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('direction', 'text', (c) =>
      c.notNull().check(sql`direction in ('outbound', 'inbound')`),
    )
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('driver', 'staff')`))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'sent', 'delivered', 'failed', 'received')`),
    )
    .addColumn('error', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('sent_by', 'text')
    .addColumn('segments', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await indexOn(db, 'sms_messages_request_idx', 'sms_messages', [
    'callback_request_id',
    'id',
  ]).execute();
  await indexOn(db, 'sms_messages_phone_idx', 'sms_messages', ['phone', 'created_at']).execute();
  await indexOn(db, 'sms_messages_provider_idx', 'sms_messages', ['provider_id'])
    .where(sql.ref('provider_id'), 'is not', null)
    .execute();
  await indexOn(db, 'sms_messages_created_idx', 'sms_messages', ['created_at']).execute();
  await db.schema
    .createTable('sms_opt_outs')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('opted_out_at', 'timestamptz', stampedNow)
    .addColumn('keyword', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sms_limit_notices')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('limit_name', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', stampedNow)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_limit_notices').execute();
  await db.schema.dropTable('sms_opt_outs').execute();
  await db.schema.dropTable('sms_messages').execute();
}
