import type { Kysely } from 'kysely';
import { indexOn } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * Reports and the CSV export read the requests made in a date range: an index on the creation
 * time keeps that a range scan however many years of requests the table holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await indexOn(db, 'callback_requests_created_at', 'callback_requests', ['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('callback_requests_created_at').execute();
}
