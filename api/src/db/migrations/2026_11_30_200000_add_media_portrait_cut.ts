import { type Kysely, sql } from 'kysely';
import { dropColumns } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * A photo's copies are of the whole photo or of its portrait cut (the middle, for a full-screen
 * backdrop on a phone held upright), so a copy is known by its cut as well as its format and
 * width. The copies already stored are of the whole photo; the start-up makes the portrait cut
 * (and any width added since) of the photos that lack them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media_files')
    .addColumn('cut', 'text', (c) =>
      c.notNull().defaultTo('whole').check(sql`cut in ('whole', 'portrait')`),
    )
    .execute();
  await db.schema.alterTable('media_files').dropConstraint('media_files_pkey').execute();
  await db.schema
    .alterTable('media_files')
    .addPrimaryKeyConstraint('media_files_pkey', ['media_id', 'cut', 'format', 'width'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from media_files where cut = 'portrait'`.execute(db);
  await db.schema.alterTable('media_files').dropConstraint('media_files_pkey').execute();
  await db.schema
    .alterTable('media_files')
    .addPrimaryKeyConstraint('media_files_pkey', ['media_id', 'format', 'width'])
    .execute();
  await dropColumns(db, 'media_files', ['cut']);
}
