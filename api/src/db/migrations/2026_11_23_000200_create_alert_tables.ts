import type { Kysely } from 'kysely';
import { timestamps } from './schema-builders.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per browser that asked for push alerts; the endpoint identifies it.
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .$call(timestamps)
    .execute();

  // Health of each alert channel ('email', 'push'): failing since the first failure after a success.
  await db.schema
    .createTable('alert_channel_status')
    .addColumn('channel', 'text', (c) => c.primaryKey())
    .addColumn('failing_since', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('last_success_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_channel_status').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
