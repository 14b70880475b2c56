import type { Logger } from '@tow/server-kit/logger';
import type { CurrentProfile } from '../business-profile/current-profile.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ApiConfig } from '../env.ts';
import type { JobMetrics } from '../metrics/job-metrics.ts';
import { type AlertSenders, jobHandlers } from './handlers.ts';
import { type JobRunner, startJobRunner } from './runner.ts';

/** Jobs one process runs at once. */
export const APP_JOB_CONCURRENCY = 4;

/** The app's jobs (alerts, escalations) run on `database` with the configured lease and retries. */
export function startAppJobRunner(
  database: DatabaseHandle,
  config: ApiConfig,
  logger: Logger,
  alerts: AlertSenders,
  profile: CurrentProfile,
  metrics: JobMetrics,
): Promise<JobRunner> {
  return startJobRunner({
    database,
    handlers: jobHandlers,
    deps: { db: database.db, config, logger, alerts, profile, metrics },
    logger,
    leaseMs: config.JOB_LEASE_MS,
    pollMs: config.JOB_POLL_MS,
    retryBaseMs: config.JOB_RETRY_BASE_MS,
    retryMaxMs: config.JOB_RETRY_MAX_MS,
    maxAttempts: config.JOB_MAX_ATTEMPTS,
    concurrency: APP_JOB_CONCURRENCY,
  });
}
