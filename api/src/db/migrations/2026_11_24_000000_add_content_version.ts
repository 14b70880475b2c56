import { type Kysely, sql } from 'kysely';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.
const CHANNEL = 'content_changed';
/** Every table whose rows a visitor can see. */
const PUBLIC_TABLES = ['services', 'promotions', 'reviews', 'seo_settings', 'locations'];
/** The one setting a visitor sees (the privacy page states it); the others are staff's. */
const PUBLIC_SETTING = 'retention_days';

/**
 * A version of everything the public reads show, bumped by the database itself in the
 * transaction of every row changed in one of those tables, with a NOTIFY that every
 * replica hears when (and only if) that transaction commits. Whichever code writes (a console
 * edit, the CLI, a script in psql), cached public answers and pages are dropped everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content_version (
    id boolean primary key default true check (id),
    version bigint not null
  )`.execute(db);
  await sql`insert into content_version (version) values (1)`.execute(db);
  await sql`create function bump_content_version() returns trigger language plpgsql as $$
    declare
      bumped bigint;
    begin
      update content_version set version = version + 1 returning version into bumped;
      perform pg_notify(${sql.lit(CHANNEL)}, bumped::text);
      return null;
    end
  $$`.execute(db);
  // Per row: a statement that changes nothing bumps nothing. A truncate has no rows, so it has
  // a trigger of its own.
  for (const table of PUBLIC_TABLES) {
    await sql`create trigger ${sql.id(`${table}_content_version`)}
      after insert or update or delete on ${sql.id(table)}
      for each row execute function bump_content_version()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_content_version_truncate`)}
      after truncate on ${sql.id(table)}
      for each statement execute function bump_content_version()`.execute(db);
  }
  // In app_settings only the public setting: the housekeeping's daily claims are written there too.
  await sql`create trigger app_settings_content_version
    after insert or update on app_settings
    for each row when (new.name = ${sql.lit(PUBLIC_SETTING)})
    execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger app_settings_content_version on app_settings`.execute(db);
  for (const table of PUBLIC_TABLES) {
    for (const trigger of [`${table}_content_version`, `${table}_content_version_truncate`]) {
      await sql`drop trigger ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
    }
  }
  await sql`drop function bump_content_version()`.execute(db);
  await sql`drop table content_version`.execute(db);
}
