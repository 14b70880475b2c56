import { type Kysely, sql } from 'kysely';
import { dropColumns } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * On call: each user's mobile number (E.164) and whether they want alerts by text; the weekly
 * shifts of the rota and the one-off overrides for a date, in UK wall-clock minutes (0-1439; an
 * end at or before the start is the next day). A user on the rota cannot be removed until the
 * rota is changed (the foreign keys refuse it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('phone', 'text')
    .addColumn('sms_alerts', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`ALTER TABLE users ADD CONSTRAINT users_sms_alerts_need_phone CHECK (NOT sms_alerts OR phone IS NOT NULL)`.execute(
    db,
  );

  for (const [table, when] of [
    ['on_call_shifts', 'weekday'],
    ['on_call_overrides', 'on_date'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn(when, when === 'weekday' ? 'smallint' : 'date', (c) =>
        when === 'weekday' ? c.notNull().check(sql`weekday BETWEEN 1 AND 7`) : c.notNull(),
      )
      .addColumn('start_minute', 'smallint', (c) =>
        c.notNull().check(sql`start_minute BETWEEN 0 AND 1439`),
      )
      .addColumn('end_minute', 'smallint', (c) =>
        c.notNull().check(sql`end_minute BETWEEN 0 AND 1439`),
      )
      .addColumn('primary_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('backup_user_id', 'integer', (c) => c.references('users.id'))
      .addCheckConstraint(
        `${table}_two_people`,
        sql`backup_user_id IS NULL OR backup_user_id <> primary_user_id`,
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('on_call_overrides').execute();
  await db.schema.dropTable('on_call_shifts').execute();
  await sql`ALTER TABLE users DROP CONSTRAINT users_sms_alerts_need_phone`.execute(db);
  await dropColumns(db, 'users', ['phone', 'sms_alerts']);
}
