import { type Kysely, sql } from 'kysely';
import { stampedNow } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * The business profile: one row (the company running the site), edited by its owner. Written
 * on the first start from the SITE_* settings; from then on the row is what pages, texts and
 * emails use. A change bumps the public content version, like every table a visitor sees, so
 * every replica and every SSR server drops what it kept at once. `logo_media_id` has no foreign
 * key: the media library is a later table; the API checks the id against it when it exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_profile')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('whatsapp', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('town', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('opening_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('google_review_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facebook_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instagram_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('x_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo_media_id', 'integer')
    .addColumn('updated_at', 'timestamptz', stampedNow)
    .execute();
  await sql`create trigger business_profile_content_version
    after insert or update or delete on business_profile
    for each row execute function bump_content_version()`.execute(db);
  await sql`create trigger business_profile_content_version_truncate
    after truncate on business_profile
    for each statement execute function bump_content_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_profile').execute();
}
