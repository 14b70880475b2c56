import { type Kysely, sql } from 'kysely';
import { indexOn, stampedNow, timestamps } from './schema-builders.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();
  // One account per address, whatever its letter case.
  await db.schema
    .createIndex('users_email_unique')
    .on('users')
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', stampedNow)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await indexOn(db, 'sessions_user', 'sessions', ['user_id']).execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limit_hits_pk', ['key', 'window_start'])
    .execute();
  await indexOn(db, 'rate_limit_hits_window', 'rate_limit_hits', ['window_start']).execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', stampedNow)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_secrets', 'rate_limit_hits', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
