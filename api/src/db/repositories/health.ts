import { sql } from 'kysely';
import type { DB } from '../database.ts';

/** Throws unless the database answers a trivial query (readiness). */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
