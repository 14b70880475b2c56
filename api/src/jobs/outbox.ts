import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { JobKind, JobPayloads } from './kinds.ts';

export const JOBS_CHANNEL = 'jobs';

/**
 * Writes a job in the caller's transaction and wakes the workers of every replica when that
 * transaction commits. Without `runAt` the job is due at once.
 */
export async function enqueueJob<K extends JobKind>(
  db: DB,
  kind: K,
  payload: JobPayloads[K],
  options: { runAt?: Date } = {},
): Promise<number> {
  return enqueueAnyJob(db, kind, payload as unknown as Record<string, unknown>, options);
}

/** The same for a kind outside the app's registry (tests run runners with kinds of their own). */
export async function enqueueAnyJob(
  db: DB,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      ...(options.runAt ? { run_at: options.runAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`.execute(db);
  return id;
}
