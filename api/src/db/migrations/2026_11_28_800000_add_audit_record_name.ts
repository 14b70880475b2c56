import type { Kysely } from 'kysely';
import { dropColumns } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/**
 * The name of the record an entry is about, as it was when the entry was written ("Battery Jump
 * Start", "WMR-7K3Q"): the log still names a service after it is deleted. Never a person's name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('record_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'audit_events', ['record_name']);
}
