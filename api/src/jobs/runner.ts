import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '@tow/server-kit/logger';
import type { DatabaseHandle } from '../db/database.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import { type ClaimedJob, claimJobs, completeJob, failJob } from './job-store.ts';
import { JOBS_CHANNEL, parseJobsNotice, THIS_PROCESS } from './outbox.ts';

/** Which try this is, so a handler can tell the first failure and the last one. */
export interface JobAttempt {
  id: number;
  attempt: number;
  isLastAttempt: boolean;
}

/**
 * Does the job's work; throwing asks for another try later. Writes it answers (the outcome's
 * history entry…) are made with the job's completion, in one statement.
 */
export type JobHandler<Deps> = (
  // biome-ignore lint/suspicious/noExplicitAny: each handler declares the payload of its kind.
  payload: any,
  deps: Deps,
  attempt: JobAttempt,
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler with nothing to write returns nothing.
) => Promise<StatementPart[] | void>;

export interface JobRunnerOptions<Deps> {
  database: DatabaseHandle;
  handlers: Record<string, JobHandler<Deps>>;
  deps: Deps;
  logger: Logger;
  leaseMs: number;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /**
   * How long after the notification of a job another replica wrote this process claims it: the
   * replica that wrote it claims it at once, and this one takes what is left (when that replica
   * is busy or died) rather than racing it for every job.
   */
  takeOverMs?: number;
  worker?: string;
}

export interface JobRunner {
  worker: string;
  /** Waits for the jobs in hand, then stops claiming. */
  stop: () => Promise<void>;
  /** On a thread of its own: has it give back what its heap grew by (heap-give-back.ts). */
  giveBackMemory?: () => void;
}

/** Delay before try `attempt + 1`: doubling from `baseMs`, at most `maxMs`. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 30));
}

/**
 * A handler still busy when its lease ends (a mail server that accepts the connection and then
 * says nothing) counts as failed: another replica may take the job from then on, and this slot
 * is freed for other jobs.
 */
async function withinLease<T>(work: Promise<T>, leftMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('still running when its lease ended')), leftMs);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Runs the jobs of `handlers` in this process, alongside the other replicas. Wakes on a NOTIFY
 * from the outbox (at once for its own jobs, `takeOverMs` later for another replica's), and polls
 * every `pollMs` too: for scheduled jobs coming due, retries, leases running out, and
 * notifications lost with a connection.
 */
export async function startJobRunner<Deps>(options: JobRunnerOptions<Deps>): Promise<JobRunner> {
  const { database, handlers, deps, logger } = options;
  const { db } = database;
  const worker = options.worker ?? workerName();
  const concurrency = options.concurrency ?? 4;
  const takeOverMs = options.takeOverMs ?? 200;
  const kinds = Object.keys(handlers);
  const running = new Set<Promise<void>>();
  let stopped = false;
  let woken = false;
  let wake: (() => void) | null = null;
  // The last claim filled every free slot: more may be due, and no notification will say so again.
  let backlog = false;
  let soon: NodeJS.Timeout | undefined;
  let soonAt = Number.POSITIVE_INFINITY;

  const nudge = () => {
    woken = true;
    wake?.();
  };

  /**
   * Claims in `ms`, unless a claim is due sooner already. With 0, on the next turn of the event
   * loop: the jobs of notifications that arrived together are claimed together.
   */
  const nudgeIn = (ms: number) => {
    const at = Date.now() + ms;
    if (stopped || at >= soonAt) return;
    clearTimeout(soon);
    soonAt = at;
    soon = setTimeout(() => {
      soonAt = Number.POSITIVE_INFINITY;
      nudge();
    }, ms);
  };

  const rest = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** `leaseEnd`: a time no later than the lease the database recorded (taken before the claim). */
  const run = async (job: ClaimedJob, leaseEnd: number) => {
    const handler = handlers[job.kind];
    const isLastAttempt = job.attempt >= options.maxAttempts;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const writes = await withinLease(
        handler(job.payload, deps, { id: job.id, attempt: job.attempt, isLastAttempt }),
        leaseEnd - Date.now(),
      );
      await completeJob(db, job, worker, writes ?? []);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryInMs = isLastAttempt
        ? null
        : retryDelayMs(job.attempt, options.retryBaseMs, options.retryMaxMs);
      (isLastAttempt ? logger.error : logger.warn).call(
        logger,
        { job_id: job.id, kind: job.kind, attempt: job.attempt, err: error },
        isLastAttempt ? 'job failed for the last time; giving up' : 'job failed; will retry',
      );
      await failJob(db, job, worker, message, retryInMs).catch((storeError) =>
        logger.error({ job_id: job.id, err: storeError }, 'could not record a job failure'),
      );
    }
  };

  const loop = async () => {
    while (!stopped) {
      woken = false;
      const free = concurrency - running.size;
      let claimed: ClaimedJob[] = [];
      const claimedAt = Date.now();
      if (free > 0) {
        try {
          claimed = await claimJobs(db, { kinds, worker, leaseMs: options.leaseMs, limit: free });
        } catch (error) {
          if (!stopped) logger.warn({ err: error }, 'could not claim jobs; will try again');
        }
      }
      backlog = claimed.length === free;
      for (const job of claimed) {
        const task = run(job, claimedAt + options.leaseMs).finally(() => {
          running.delete(task);
          if (backlog) nudgeIn(0);
        });
        running.add(task);
      }
      await rest();
    }
  };

  const unlisten = await database.listen(JOBS_CHANNEL, {
    onNotify: (payload) => {
      const notice = parseJobsNotice(payload);
      if (!notice.kinds.some((kind) => kinds.includes(kind))) return;
      // At once: an alert's delivery waiting after the request's commit only made it more likely
      // to overlap the next request (decision 009).
      nudgeIn(notice.writtenBy === THIS_PROCESS ? 0 : takeOverMs);
    },
    onReconnect: nudge,
  });
  const looping = loop();

  return {
    worker,
    stop: async () => {
      stopped = true;
      clearTimeout(soon);
      wake?.();
      await looping;
      await Promise.allSettled(running);
      await unlisten();
    },
  };
}
