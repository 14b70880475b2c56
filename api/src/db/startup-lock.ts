import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

/** Our own key, apart from the one Kysely's migrator takes (3853314791062309107). */
const STARTUP_LOCK_KEY = 738_214_905;

/**
 * Runs the start-up work (migrations, demo seed, first admin, signing key) while holding a
 * PostgreSQL advisory lock, so replicas that start together do it one after the other: the
 * first does the work, the others wait and then find nothing left to do.
 *
 * Kysely's migrator locks only the migration run itself; it creates its bookkeeping tables
 * before locking and relies on catching the races there, and the first-admin check is a plain
 * count-then-insert. One lock around all of it is simpler to reason about. The lock is held on a
 * connection of its own (session-level, released if the process dies), while the work uses the
 * rest of the pool, so the pool must have at least two connections. The embedded database has
 * one process by construction and needs no lock.
 */
export async function withStartupLock<T>(
  database: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    }
  });
}
