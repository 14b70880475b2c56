import { sql } from 'kysely';
import type { DB } from '../db/database.ts';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** 1 for the first try. */
  attempt: number;
  attemptId: number;
}

/**
 * Takes up to `limit` due jobs of `kinds` for `worker` until `leaseMs` from now, and records the
 * attempt. SKIP LOCKED lets replicas claim side by side without waiting on each other; a job whose
 * lease ran out (its worker died) is due again.
 */
export async function claimJobs(
  db: DB,
  options: { kinds: string[]; worker: string; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0 || options.limit <= 0) return [];
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      locked_until: Date;
    }>`
      with due as (
        select id from jobs
        where state = 'pending'
          and run_at <= now()
          and (locked_until is null or locked_until < now())
          and kind in (${sql.join(options.kinds)})
        order by run_at, id
        limit ${options.limit}
        for update skip locked
      )
      update jobs
      set attempts = jobs.attempts + 1,
          locked_by = ${options.worker},
          locked_until = now() + ${options.leaseMs} * interval '1 millisecond'
      from due
      where jobs.id = due.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.locked_until`.execute(trx);
    const claimed: ClaimedJob[] = [];
    for (const row of rows) {
      const { id: attemptId } = await trx
        .insertInto('job_attempts')
        .values({
          job_id: row.id,
          attempt: row.attempts,
          worker: options.worker,
          lease_until: row.locked_until,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      claimed.push({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempt: row.attempts,
        attemptId,
      });
    }
    return claimed;
  });
}

/** The job is done, unless another worker took it over after this one's lease ran out. */
export async function completeJob(db: DB, job: ClaimedJob, worker: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_attempts')
      .set({ finished_at: new Date(), outcome: 'succeeded' })
      .where('id', '=', job.attemptId)
      .execute();
    await trx
      .updateTable('jobs')
      .set({
        state: 'done',
        finished_at: new Date(),
        locked_by: null,
        locked_until: null,
        last_error: null,
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', worker)
      .where('attempts', '=', job.attempt)
      .execute();
  });
}

/** Records the failure; the job is tried again `retryInMs` later, or given up when that is null. */
export async function failJob(
  db: DB,
  job: ClaimedJob,
  worker: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const now = new Date();
  const retryAt = retryInMs === null ? null : new Date(now.getTime() + retryInMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_attempts')
      .set({ finished_at: now, outcome: 'failed', error })
      .where('id', '=', job.attemptId)
      .execute();
    await trx
      .updateTable('jobs')
      .set(
        retryAt
          ? { run_at: retryAt, locked_by: null, locked_until: null, last_error: error }
          : {
              state: 'failed',
              finished_at: now,
              locked_by: null,
              locked_until: null,
              last_error: error,
            },
      )
      .where('id', '=', job.id)
      .where('locked_by', '=', worker)
      .where('attempts', '=', job.attempt)
      .execute();
  });
}

/** Finished jobs older than `before`, with their attempts. */
export async function deleteFinishedJobsBefore(db: DB, before: Date): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('state', '!=', 'pending')
    .where('finished_at', '<', before)
    .execute();
}
