import { randomBytes } from 'node:crypto';
import { getEnvironmentData, setEnvironmentData } from 'node:worker_threads';
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import type { Notice } from '../events/notices.ts';
import type { JobKind, JobPayloads } from './kinds.ts';

export const JOBS_CHANNEL = 'jobs';

const PROCESS_KEY = 'tow-jobs-process';

/**
 * This process, as its job notifications name it: its own workers claim those jobs first. Handed
 * to the threads it starts (the job thread), so that jobs written by either are its own to both.
 */
export const THIS_PROCESS =
  (getEnvironmentData(PROCESS_KEY) as string | undefined) ?? randomBytes(6).toString('hex');
setEnvironmentData(PROCESS_KEY, THIS_PROCESS);

/** What a job notification says: which process wrote jobs, and of which kinds. */
export interface JobsNotice {
  writtenBy: string;
  kinds: string[];
}

export function parseJobsNotice(payload: string): JobsNotice {
  const [writtenBy = '', kinds = ''] = payload.split(' ');
  return { writtenBy, kinds: kinds.split(',') };
}

/** One job to write: without `runAt` it is due at once. */
export type NewJob = {
  [K in JobKind]: { kind: K; payload: JobPayloads[K]; runAt?: Date };
}[JobKind];

/** The same for a kind outside the app's registry (tests run runners with kinds of their own). */
export interface AnyNewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
}

/**
 * Writes jobs, as part of a statement in the caller's transaction, and wakes the workers of every
 * replica when that transaction commits; the notification names this process and the kinds
 * written. Null for no jobs.
 */
export function jobsWrite(jobs: readonly (NewJob | AnyNewJob)[]): StatementPart | null {
  if (jobs.length === 0) return null;
  return {
    ctes: sql`${writtenJobs(jobs)}, jobs_notice as (
      select pg_notify(${JOBS_CHANNEL}, ${THIS_PROCESS}::text || ' ' || string_agg(distinct kind, ',')) as sent
      from written_jobs
    )`,
    runs: sql`(select count(*) from jobs_notice)`,
  };
}

/**
 * Writes jobs, as part of a statement in the caller's transaction, without waking anyone: the
 * statement answers `job_kinds`, for `jobsNotice` once the transaction has committed (the
 * workers' polling, JOB_POLL_MS, finds jobs whose notice was lost). Null for no jobs.
 */
export function jobRows(jobs: readonly NewJob[]): StatementPart | null {
  if (jobs.length === 0) return null;
  return {
    ctes: writtenJobs(jobs),
    runs: sql`(select string_agg(distinct kind, ',') from written_jobs) as job_kinds`,
  };
}

/** Wakes every replica's workers for jobs of `kinds` (comma-separated) written by this process. */
export const jobsNotice = (kinds: string): Notice => ({
  channel: JOBS_CHANNEL,
  payload: `${THIS_PROCESS} ${kinds}`,
});

function writtenJobs(jobs: readonly (NewJob | AnyNewJob)[]) {
  const rows = jobs.map(
    (job) =>
      sql`(${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt ? sql`${job.runAt}::timestamptz` : sql`now()`})`,
  );
  return sql`written_jobs as (
    insert into jobs (kind, payload, run_at) values ${sql.join(rows)} returning id, kind
  )`;
}

/** `jobsWrite` on its own (one statement), answering the new jobs' ids. */
export async function enqueueJobs(
  db: DB,
  jobs: readonly (NewJob | AnyNewJob)[],
): Promise<number[]> {
  const write = jobsWrite(jobs);
  if (!write) return [];
  const { rows: written } = await sql<{ id: number }>`
    with ${write.ctes}
    select id from written_jobs, jobs_notice order by id`.execute(db);
  return written.map((row) => row.id);
}

export async function enqueueAnyJob(
  db: DB,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date } = {},
): Promise<number> {
  const [id] = await enqueueJobs(db, [{ kind, payload, ...options }]);
  if (id === undefined) throw new Error('the job was not written');
  return id;
}
