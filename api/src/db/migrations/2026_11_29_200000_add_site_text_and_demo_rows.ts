import { type Kysely, sql } from 'kysely';
import { indexOn, stampedNow } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/** The tables the demo seed fills. */
const SEEDED_TABLES = [
  'services',
  'promotions',
  'reviews',
  'locations',
  'seo_settings',
  'callback_requests',
];

/**
 * Two things that let a company make the demo its own.
 *
 * `site_text_versions`: every published version of the owner's words on a public page, never
 * changed once written; the newest of a key is the one shown, and a restore writes a copy of an
 * old one as the newest. Publishing bumps the public content version (every replica and SSR
 * server drops what it kept). `published_by_name` keeps who published it after the account goes.
 *
 * `demo_rows`: which rows the demo seed wrote. A row leaves this list the moment anything changes
 * it or it is deleted (the trigger below), so "Remove demo content" deletes only rows that are
 * exactly as seeded: what the owner added was never listed, and what the owner changed is theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_text_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', stampedNow)
    .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_by_name', 'text')
    .addColumn('restored_from', 'integer', (c) =>
      c.references('site_text_versions.id').onDelete('set null'),
    )
    .execute();
  await indexOn(db, 'site_text_versions_key_id', 'site_text_versions', [
    'key',
    'id desc',
  ]).execute();
  await sql`create trigger site_text_versions_content_version
    after insert or update or delete on site_text_versions
    for each row execute function bump_content_version()`.execute(db);

  await db.schema
    .createTable('demo_rows')
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_rows_pkey', ['table_name', 'row_id'])
    .execute();
  await sql`create function forget_demo_row() returns trigger language plpgsql as $$
    begin
      delete from demo_rows where table_name = tg_table_name and row_id = old.id;
      return null;
    end
  $$`.execute(db);
  for (const table of SEEDED_TABLES) {
    // An update that changes nothing (`set x = x`) leaves the row as seeded.
    await sql`create trigger ${sql.id(`${table}_forget_demo_row`)}
      after update on ${sql.id(table)}
      for each row when (old.* is distinct from new.*) execute function forget_demo_row()`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${table}_forget_deleted_demo_row`)}
      after delete on ${sql.id(table)}
      for each row execute function forget_demo_row()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SEEDED_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_forget_demo_row`)} on ${sql.id(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_forget_deleted_demo_row`)} on ${sql.id(table)}`.execute(
      db,
    );
  }
  await sql`drop function forget_demo_row()`.execute(db);
  await db.schema.dropTable('demo_rows').execute();
  await db.schema.dropTable('site_text_versions').execute();
}
