import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/database.ts';
import { runAsOneStatement, type StatementPart } from '../db/statement-parts.ts';

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
 * lease ran out (its worker died) is due again. One statement, so one round trip even when a
 * replica finds nothing left to claim.
 */
export async function claimJobs(
  db: DB,
  options: { kinds: string[]; worker: string; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0 || options.limit <= 0) return [];
  const { rows } = await sql<{
    id: number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    attempt_id: number;
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
    ), claimed as (
      update jobs
      set attempts = jobs.attempts + 1,
          locked_by = ${options.worker},
          locked_until = now() + ${options.leaseMs} * interval '1 millisecond'
      from due
      where jobs.id = due.id
      returning jobs.id, jobs.kind, jobs.payload, jobs.attempts, jobs.locked_until
    ), attempt as (
      insert into job_attempts (job_id, attempt, worker, lease_until)
      select id, attempts, ${options.worker}, locked_until from claimed
      returning id, job_id
    )
    select claimed.id, claimed.kind, claimed.payload, claimed.attempts, attempt.id as attempt_id
    from claimed join attempt on attempt.job_id = claimed.id
    order by claimed.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempt: row.attempts,
    attemptId: row.attempt_id,
  }));
}

/**
 * Closes the attempt with its outcome and applies `jobChange` to the job, unless another worker
 * took the job over after this one's lease ran out; `writes` go with it. One statement: atomic
 * without a transaction, one round trip.
 */
async function finishAttempt(
  db: DB,
  job: ClaimedJob,
  worker: string,
  attempt: { outcome: 'succeeded' | 'failed'; error: string | null },
  jobChange: RawBuilder<unknown>,
  writes: StatementPart[] = [],
): Promise<void> {
  const finish: StatementPart = {
    ctes: sql`finished_attempt as (
      update job_attempts set finished_at = now(), outcome = ${attempt.outcome}, error = ${attempt.error}
      where id = ${job.attemptId}
    ), finished_job as (
      update jobs set locked_by = null, locked_until = null, ${jobChange}
      where id = ${job.id} and locked_by = ${worker} and attempts = ${job.attempt}
    )`,
  };
  await runAsOneStatement(db, [finish, ...writes]);
}

/**
 * The job is done, unless another worker took it over after this one's lease ran out. `writes`
 * (what the handler answered: its history entry…) are made in the same statement, whether or not.
 */
export async function completeJob(
  db: DB,
  job: ClaimedJob,
  worker: string,
  writes: StatementPart[] = [],
): Promise<void> {
  await finishAttempt(
    db,
    job,
    worker,
    { outcome: 'succeeded', error: null },
    sql`state = 'done', finished_at = now(), last_error = null`,
    writes,
  );
}

/** Records the failure; the job is tried again `retryInMs` later, or given up when that is null. */
export async function failJob(
  db: DB,
  job: ClaimedJob,
  worker: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await finishAttempt(
    db,
    job,
    worker,
    { outcome: 'failed', error },
    retryInMs === null
      ? sql`state = 'failed', finished_at = now(), last_error = ${error}`
      : sql`run_at = now() + ${retryInMs} * interval '1 millisecond', last_error = ${error}`,
  );
}

/** Finished jobs older than `before`, with their attempts. */
export async function deleteFinishedJobsBefore(db: DB, before: Date): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('state', '!=', 'pending')
    .where('finished_at', '<', before)
    .execute();
}
