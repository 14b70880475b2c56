import { randomBytes } from 'node:crypto';
import { giveBackGrownHeap } from '@tow/server-kit/heap-give-back';
import { createLogger, type Logger } from '@tow/server-kit/logger';
import { createAlertChannels } from './alerts/index.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { bootstrapAdmin } from './auth/bootstrap-admin.ts';
import { createTokenSigner } from './auth/tokens.ts';
import { startBackupSchedule } from './backups/backup-schedule.ts';
import { followBusinessProfile } from './business-profile/current-profile.ts';
import { firstStartProfile } from './business-profile/first-start-profile.ts';
import { createFormStamps } from './callback-requests/form-stamp.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { earlierDataFolder } from './db/earlier-data-folder.ts';
import { migrateToLatest } from './db/migrate.ts';
import { getOrCreateSecret } from './db/repositories/app-secrets.ts';
import { readLastBackups } from './db/repositories/backup-runs.ts';
import { insertBusinessProfileIfMissing } from './db/repositories/business-profile.ts';
import { countUnfinishedJobs } from './db/repositories/job-counts.ts';
import { seedDemoContent } from './db/seed/seed.ts';
import { withStartupLock } from './db/startup-lock.ts';
import type { ApiConfig } from './env.ts';
import { startContentVersion } from './events/content-version.ts';
import { startEventHub } from './events/event-hub.ts';
import { startNotices } from './events/notices.ts';
import { startAppJobRunner } from './jobs/app-jobs.ts';
import { startJobThread } from './jobs/job-thread.ts';
import type { JobRunner } from './jobs/runner.ts';
import { createHitCounter } from './lib/hit-counter.ts';
import { startHousekeeping } from './lib/housekeeping.ts';
import { completeMediaCopies } from './media/complete-copies.ts';
import { createMetrics, UNRECORDED_METRICS } from './metrics/product-metrics.ts';
import { createPublicAnswers } from './middleware/public-answers.ts';

export interface ApiRuntime {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: DatabaseHandle;
  /** This process's job worker (its `worker` name is written on every attempt it makes). */
  jobs: JobRunner;
  /** The hourly clean-up; a test that moves the process's clock stops it first. */
  housekeeping: { stop: () => void };
  /**
   * Gives back to the system what a burst grew the heaps by (the request thread's and the job
   * thread's): called once the server has been quiet after requests (heap-give-back.ts).
   */
  giveBackMemory: () => void;
  /** Ends the live streams, lets the jobs in hand finish, then closes the database. */
  close: () => Promise<void>;
}

/** When a backup on record ended, for the metrics. */
const endOf = (run: { finished_at: string | null } | null) =>
  run?.finished_at ? new Date(run.finished_at) : null;

/**
 * Opens the database, migrates it, seeds demo content into an empty one, gives stored photos any
 * copies the media library has added since their upload, creates the first
 * admin when configured, and builds the app. Replicas starting together take turns at that
 * start-up work (see startup-lock.ts), so it happens once. Every process also runs the job
 * worker (alerts, escalations) and listens for the live events and public content changes of
 * every other replica, and backs the database up on BACKUP_SCHEDULE. The signing key lives in the database unless
 * JWT_SECRET is set, so every replica verifies the tokens any other replica signed.
 */
export async function startApiRuntime(
  config: ApiConfig,
  options: { logger?: Logger; database?: DatabaseHandle } = {},
): Promise<ApiRuntime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const earlier = config.DATABASE_URL ? undefined : earlierDataFolder(config.DATA_DIR);
  if (earlier) {
    logger.warn(
      { dataDir: config.DATA_DIR, earlier },
      'starting a new embedded database, but an earlier one is in another folder: stop the server and move that folder to DATA_DIR (or set DATA_DIR to it) to keep its data',
    );
  }
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  const { db } = database;
  const secret = await withStartupLock(database, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    if (config.SEED_DEMO && (await seedDemoContent(db))) logger.info('demo content seeded');
    const copies = await completeMediaCopies(db, logger);
    if (copies > 0) logger.info({ copies }, 'photos given the copies the library now keeps');
    if (await insertBusinessProfileIfMissing(db, firstStartProfile(config)))
      logger.info('business profile written from the SITE_* settings');
    const admin = await bootstrapAdmin(db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: config.ADMIN_NAME,
    });
    if (admin === 'created') logger.info({ email: config.ADMIN_EMAIL }, 'first admin user created');
    if (admin === 'not-configured') {
      logger.warn(
        'no admin user exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run user`',
      );
    }
    return (
      config.JWT_SECRET ??
      (await getOrCreateSecret(db, 'jwt-signing-key', randomBytes(48).toString('base64url')))
    );
  });
  const events = await startEventHub(database, logger);
  const notices = startNotices(db, logger);
  const content = await startContentVersion(database, logger);
  const backups = startBackupSchedule(database, config, logger);
  const profile = await followBusinessProfile(db, content, logger);
  const alerts = await createAlertChannels({ db, config, logger, profile });
  const metrics = config.METRICS_TOKEN
    ? createMetrics({
        replica: config.REPLICA_NAME,
        jobCounts: () => countUnfinishedJobs(db),
        lastBackups: () =>
          readLastBackups(db).then(({ last_success, last_failure }) => ({
            success: endOf(last_success),
            failure: endOf(last_failure),
          })),
        liveClients: events.clients,
        logger,
      })
    : UNRECORDED_METRICS;
  const deps: AppDeps = {
    db,
    config,
    logger,
    tokens: createTokenSigner(secret),
    formStamps: createFormStamps(secret),
    alerts,
    events,
    notices,
    content,
    publicAnswers: createPublicAnswers(content),
    backups,
    profile,
    newHitCounter: () => createHitCounter(db, { alone: database.kind === 'embedded' }),
    metrics,
  };
  // On PostgreSQL the jobs run on a thread of their own at a lower priority (job-thread.ts).
  const jobs = database.url
    ? await startJobThread({ config, databaseUrl: database.url }, logger, metrics)
    : await startAppJobRunner(database, config, logger, alerts, profile, metrics);
  const housekeeping = startHousekeeping(db, logger, {
    liveEventsRetentionMs: config.LIVE_EVENTS_RETENTION_HOURS * 3_600_000,
  });
  return {
    app: createApp(deps),
    deps,
    database,
    jobs,
    housekeeping,
    giveBackMemory: () => {
      giveBackGrownHeap(logger);
      jobs.giveBackMemory?.();
    },
    close: async () => {
      housekeeping.stop();
      await backups.stop();
      events.closeAll();
      content.closeAll();
      await notices.settled();
      await jobs.stop();
      await events.stop();
      await content.stop();
      await alerts.close();
      await database.close();
    },
  };
}
