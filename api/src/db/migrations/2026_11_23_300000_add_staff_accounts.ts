import { type Kysely, sql } from 'kysely';
import { dropColumns, indexOn, stampedNow } from './schema-builders.ts';

/**
 * Roles, invitations, two-factor sign-in, richer sessions, the audit trail and the settings an
 * owner changes in the console. Users that exist already ran the console alone: they become owners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('totp_last_step', 'bigint')
    .execute();
  await sql`UPDATE users SET role = 'owner'`.execute(db);
  await sql`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('owner', 'staff'))`.execute(
    db,
  );

  await db.schema
    .alterTable('sessions')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', stampedNow)
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await indexOn(db, 'recovery_codes_user', 'recovery_codes', ['user_id']).execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', stampedNow)
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('changes', 'jsonb')
    .execute();
  await indexOn(db, 'audit_events_at', 'audit_events', ['at']).execute();
  await indexOn(db, 'audit_events_entity', 'audit_events', ['entity', 'entity_id']).execute();
  // Append-only: the database itself refuses to change or remove an entry.
  await sql`
    CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit_events is append-only'; END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`.execute(db);

  await db.schema
    .createTable('app_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', stampedNow)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_settings',
    'audit_events',
    'two_factor_challenges',
    'recovery_codes',
    'invitations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`DROP FUNCTION audit_events_append_only()`.execute(db);
  await dropColumns(db, 'sessions', ['ip', 'user_agent', 'last_used_at']);
  await sql`ALTER TABLE users DROP CONSTRAINT users_role_check`.execute(db);
  await dropColumns(db, 'users', [
    'role',
    'active',
    'last_sign_in_at',
    'totp_secret',
    'totp_enabled_at',
    'totp_last_step',
  ]);
}
