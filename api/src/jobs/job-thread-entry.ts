/**
 * The job thread (started by job-thread.ts): lowers its own priority, opens its own pool and
 * LISTEN connection, and runs the app's jobs until the parent posts STOP.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { giveBackGrownHeap } from '@tow/server-kit/heap-give-back';
import { createLogger } from '@tow/server-kit/logger';
import { createAlertChannels } from '../alerts/index.ts';
import { followBusinessProfile } from '../business-profile/current-profile.ts';
import { openDatabase } from '../db/database.ts';
import { startContentVersion } from '../events/content-version.ts';
import { lowerThisThreadPriority } from '../lib/thread-priority.ts';
import { relayedJobMetrics, UNRECORDED_JOB_METRICS } from '../metrics/job-metrics.ts';
import { APP_JOB_CONCURRENCY, startAppJobRunner } from './app-jobs.ts';
import { GIVE_BACK_MEMORY, type JobThreadData, type JobThreadReady } from './job-thread.ts';

/**
 * Nice 10 against the request thread's 0: when both want a busy CPU this thread gets about a
 * tenth of it; an idle CPU is all its own. Alerts still arrive within a second with the machine
 * saturated (README, "Alert bench").
 */
const JOB_THREAD_NICE = 10;

const port = parentPort;
if (!port) throw new Error('job-thread-entry.ts runs as a worker thread only');
const { config, databaseUrl } = workerData as JobThreadData;
const lowered = lowerThisThreadPriority(JOB_THREAD_NICE);
const logger = createLogger(config.LOG_LEVEL);
// A connection per job slot: a claim is only made with a slot free.
const database = await openDatabase({ url: databaseUrl, poolSize: APP_JOB_CONCURRENCY });
// The thread follows the profile itself: its emails and texts name the company as it is now.
const content = await startContentVersion(database, logger);
const profile = await followBusinessProfile(database.db, content, logger);
const alerts = await createAlertChannels({ db: database.db, config, logger, profile });
// Without METRICS_TOKEN nothing reads them: nothing is posted.
const metrics = config.METRICS_TOKEN ? relayedJobMetrics(port) : UNRECORDED_JOB_METRICS;
const runner = await startAppJobRunner(database, config, logger, alerts, profile, metrics);
port.on('message', async (message) => {
  if (message === GIVE_BACK_MEMORY) {
    giveBackGrownHeap(logger);
    return;
  }
  await runner.stop();
  content.closeAll();
  await content.stop();
  await alerts.close();
  await database.close();
  port.close();
});
port.postMessage({ worker: runner.worker, lowered } satisfies JobThreadReady);
