import { sql } from 'kysely';
import type { DB } from '../database.ts';

/** The jobs of one kind not finished well, as the metrics show them. */
export interface JobCounts {
  kind: string;
  /** Due, and no worker holds it. */
  waiting: number;
  /** A worker holds it (its lease has not run out). */
  running: number;
  /** Failed at least once and waiting for its next try, not yet due. */
  retrying: number;
  /** Given up after its last try (kept a week, as every finished job). */
  failed: number;
  /**
   * Seconds since the oldest unfinished job that is due, or was tried already, was written;
   * null when there is none.
   */
  oldestSeconds: number | null;
}

/**
 * One pass over the unfinished and failed jobs (the done ones, most of the table, are skipped by
 * the state filter), grouped by kind.
 */
export async function countUnfinishedJobs(db: DB): Promise<JobCounts[]> {
  const { rows } = await sql<JobCounts>`
    select kind,
      (count(*) filter (where state = 'pending' and (locked_until is null or locked_until < now())
        and run_at <= now()))::int as waiting,
      (count(*) filter (where state = 'pending' and locked_until >= now()))::int as running,
      (count(*) filter (where state = 'pending' and (locked_until is null or locked_until < now())
        and run_at > now() and attempts > 0))::int as retrying,
      (count(*) filter (where state = 'failed'))::int as failed,
      extract(epoch from now() - min(created_at) filter (
        where state = 'pending' and (run_at <= now() or attempts > 0)))::float8 as "oldestSeconds"
    from jobs
    where state in ('pending', 'failed')
    group by kind`.execute(db);
  return rows;
}
