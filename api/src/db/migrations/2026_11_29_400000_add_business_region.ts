import { type Kysely, sql } from 'kysely';
import { dropColumns } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * The area the company covers, as the pages name it: in a sentence, in the tight places, and as
 * the wider area ('' for either of the last two means the first). A profile saved before this
 * migration is the demo company's, whose pages said Birmingham and the West Midlands, so that is
 * what its row starts with; the trigger of the table bumps the content version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('business_profile')
    .addColumn('region', 'text', (c) =>
      c.notNull().defaultTo(sql`'Birmingham and the West Midlands'`),
    )
    .addColumn('region_short', 'text', (c) =>
      c.notNull().defaultTo(sql`'Birmingham & West Midlands'`),
    )
    .addColumn('region_wide', 'text', (c) => c.notNull().defaultTo(sql`'the West Midlands'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'business_profile', ['region', 'region_short', 'region_wide']);
}
