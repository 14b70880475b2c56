import { type Kysely, sql } from 'kysely';
import { dropColumns, stampedNow } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * The media library. The served copies are kept in the database (bytea), not in a folder: every
 * replica reads the same rows, the embedded database holds them like the rest of the content,
 * and a backup of the database has the photos in it. The uploaded file itself is never kept (it
 * carries the phone's metadata, GPS position included): only the re-encoded copies are.
 *
 * A service's photo goes back to the standard picture when its photo is deleted (set null); a
 * site place (the home hero, the about page) loses its row; the business profile's logo, which
 * had no library to point at until now, gets its foreign key and is unset the same way. Changes to either, and to a photo's
 * alt text, move the content version so every page shows them at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('upload_bytes', 'integer', (c) => c.notNull())
    .addColumn('upload_format', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', stampedNow)
    .execute();

  await db.schema
    .createTable('media_files')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('avif', 'webp')`))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_files_pkey', ['media_id', 'format', 'width'])
    .execute();

  await db.schema
    .createTable('site_images')
    .addColumn('slot', 'text', (c) => c.primaryKey().check(sql`slot in ('home_hero', 'about')`))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('updated_at', 'timestamptz', stampedNow)
    .execute();

  await db.schema
    .alterTable('services')
    .addColumn('image_media_id', 'integer', (c) => c.references('media.id').onDelete('set null'))
    .execute();

  await sql`alter table business_profile
    add constraint business_profile_logo_media_id_fkey
    foreign key (logo_media_id) references media (id) on delete set null`.execute(db);

  // A new photo nobody uses changes no page: only its alt text (an update) and its removal do.
  await sql`create trigger media_content_version
    after update or delete on media
    for each row execute function bump_content_version()`.execute(db);
  await sql`create trigger site_images_content_version
    after insert or update or delete on site_images
    for each row execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger site_images_content_version on site_images`.execute(db);
  await sql`drop trigger media_content_version on media`.execute(db);
  await sql`alter table business_profile drop constraint business_profile_logo_media_id_fkey`.execute(
    db,
  );
  await dropColumns(db, 'services', ['image_media_id']);
  await db.schema.dropTable('site_images').execute();
  await db.schema.dropTable('media_files').execute();
  await db.schema.dropTable('media').execute();
}
