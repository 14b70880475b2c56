import { sql } from 'kysely';
import type { DB } from '../database.ts';

/**
 * Serialises work on one key (a phone, an idempotency key) across transactions and replicas,
 * until the caller's transaction ends.
 */
export async function lockKey(db: DB, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}
