import { type Kysely, sql } from 'kysely';
import { dropColumns } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.

/** Why a request is suspected spam (a JSON array of reasons); null when it is not. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('callback_requests')
    .addColumn('spam_reasons', 'jsonb', (c) =>
      c.check(sql`spam_reasons is null or jsonb_typeof(spam_reasons) = 'array'`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropColumns(db, 'callback_requests', ['spam_reasons']);
}
