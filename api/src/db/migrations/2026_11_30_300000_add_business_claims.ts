import { type Kysely, sql } from 'kysely';
import { dropColumns } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * The two claims the pages make of the company: its Google rating with one decimal ('5.0') and
 * the year it was established ('2021'); '' for a claim the company does not make. A profile
 * saved before this migration is the demo company's, whose pages claimed 5.0 stars and 2021, so
 * that is what its row starts with; the trigger of the table bumps the content version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('business_profile')
    .addColumn('google_rating', 'text', (c) => c.notNull().defaultTo(sql`'5.0'`))
    .addColumn('year_established', 'text', (c) => c.notNull().defaultTo(sql`'2021'`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'business_profile', ['google_rating', 'year_established']);
}
