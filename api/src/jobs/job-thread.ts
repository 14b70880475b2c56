import { Worker } from 'node:worker_threads';
import type { Logger } from '@tow/server-kit/logger';
import { threadEntry } from '@tow/server-kit/thread-entry';
import type { ApiConfig } from '../env.ts';
import {
  applyRelayedJobMetric,
  isRelayedJobMetric,
  type JobMetrics,
} from '../metrics/job-metrics.ts';
import type { JobRunner } from './runner.ts';

/** What the thread is started with (structured-cloned). */
export interface JobThreadData {
  config: ApiConfig;
  databaseUrl: string;
}

/** What the parent posts to the thread. */
export const STOP = 'stop';
export const GIVE_BACK_MEMORY = 'give back memory';

/** What the thread posts once its runner is going (its other messages are JobMetrics calls). */
export interface JobThreadReady {
  worker: string;
  /** Whether its lower CPU priority took (Linux only). */
  lowered: boolean;
}

/**
 * The app's job runner on a thread of its own, with its own connections and alert channels, at
 * a lower CPU priority than the thread answering requests (job-thread-entry.ts): sending alerts
 * neither holds up that thread's event loop nor takes its CPU while requests wait for it.
 * PostgreSQL only: another thread cannot share the embedded database. See decision 006. What the
 * jobs report to `metrics` is posted back to this thread, where `/metrics` is answered.
 */
export async function startJobThread(
  data: JobThreadData,
  logger: Logger,
  metrics: JobMetrics,
): Promise<JobRunner> {
  const thread = new Worker(threadEntry('job-thread-entry', import.meta.url), {
    workerData: data,
  });
  const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
  const ready = await new Promise<JobThreadReady>((resolve, reject) => {
    thread.once('error', reject);
    thread.on('message', (message: unknown) => {
      if (isRelayedJobMetric(message)) applyRelayedJobMetric(metrics, message);
      else resolve(message as JobThreadReady);
    });
    thread.once('exit', (code) => reject(new Error(`the job thread exited with ${code}`)));
  });
  let stopping = false;
  thread.on('error', (error) => logger.fatal({ err: error }, 'the job thread failed'));
  thread.once('exit', (code) => {
    if (stopping) return;
    // A replica without its job thread would take jobs no more: end the process, as an uncaught
    // error in the jobs did when they ran on the main thread, for it to be started again.
    throw new Error(`the job thread stopped (exit code ${code})`);
  });
  logger.info({ worker: ready.worker, lowered_priority: ready.lowered }, 'job thread started');
  return {
    worker: ready.worker,
    stop: async () => {
      stopping = true;
      thread.postMessage(STOP);
      await exited;
    },
    giveBackMemory: () => thread.postMessage(GIVE_BACK_MEMORY),
  };
}
