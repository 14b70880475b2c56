import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dropColumns, indexOn, stampedNow } from './schema-builders.ts';

// Frozen: a migration keeps the schema of its day and imports nothing of the app.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

function reference(): string {
  const bytes = randomBytes(4);
  let code = 'WMR-';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code;
}

/** The columns this migration reads and fills, as they are on its day. */
interface Tables {
  callback_requests: {
    id: number;
    phone: string;
    reference: string | null;
    status_token: string | null;
    phone_normalised: string | null;
  };
}

export async function up(schemaDb: Kysely<unknown>): Promise<void> {
  const db = schemaDb as Kysely<Tables>;
  await db.schema
    .alterTable('callback_requests')
    .addColumn('reference', 'text')
    .addColumn('status_token', 'text')
    .addColumn('phone_normalised', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('location_accuracy_m', 'double precision')
    .addColumn('nearest_area', 'text')
    .addColumn('distance_km', 'double precision')
    .addColumn('outside_area', 'boolean')
    .addColumn('unsafe_location', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('repeat_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Requests stored before this migration get a reference and a token too.
  const used = new Set<string>();
  const rows = await db.selectFrom('callback_requests').select(['id', 'phone']).execute();
  for (const row of rows) {
    let code = reference();
    while (used.has(code)) code = reference();
    used.add(code);
    await db
      .updateTable('callback_requests')
      .set({
        reference: code,
        status_token: randomBytes(32).toString('base64url'),
        phone_normalised: String(row.phone).replace(/\D/g, '').replace(/^44/, '0'),
      })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema
    .alterTable('callback_requests')
    .alterColumn('reference', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('callback_requests')
    .alterColumn('status_token', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('callback_requests')
    .alterColumn('phone_normalised', (c) => c.setNotNull())
    .execute();
  await indexOn(schemaDb, 'callback_requests_reference', 'callback_requests', ['reference'])
    .unique()
    .execute();
  await indexOn(schemaDb, 'callback_requests_status_token', 'callback_requests', ['status_token'])
    .unique()
    .execute();
  await indexOn(schemaDb, 'callback_requests_phone_recent', 'callback_requests', [
    'phone_normalised',
    'created_at',
  ]).execute();

  await db.schema
    .alterTable('locations')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();

  // One row per Idempotency-Key of POST /api/callback-requests: the answer given, for 24 hours.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', stampedNow)
    .execute();
  await indexOn(schemaDb, 'idempotency_keys_created', 'idempotency_keys', ['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await dropColumns(db, 'locations', ['latitude', 'longitude']);
  for (const index of [
    'callback_requests_reference',
    'callback_requests_status_token',
    'callback_requests_phone_recent',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  let alter = db.schema.alterTable('callback_requests').dropColumn('reference');
  for (const column of [
    'status_token',
    'phone_normalised',
    'latitude',
    'longitude',
    'location_accuracy_m',
    'nearest_area',
    'distance_km',
    'outside_area',
    'unsafe_location',
    'repeat_count',
  ]) {
    alter = alter.dropColumn(column);
  }
  await alter.execute();
}
