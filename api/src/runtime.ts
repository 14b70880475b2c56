import { randomBytes } from 'node:crypto';
import { createLogger, type Logger } from '@tow/server-kit/logger';
import { createAlertChannels } from './alerts/index.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { bootstrapAdmin } from './auth/bootstrap-admin.ts';
import { createTokenSigner } from './auth/tokens.ts';
import { createFormStamps } from './callback-requests/form-stamp.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { getOrCreateSecret } from './db/repositories/app-secrets.ts';
import { seedDemoContent } from './db/seed/seed.ts';
import { withStartupLock } from './db/startup-lock.ts';
import type { ApiConfig } from './env.ts';
import { startContentVersion } from './events/content-version.ts';
import { startEventHub } from './events/event-hub.ts';
import { startAppJobRunner } from './jobs/app-jobs.ts';
import { startJobThread } from './jobs/job-thread.ts';
import type { JobRunner } from './jobs/runner.ts';
import { startHousekeeping } from './lib/housekeeping.ts';
import { createPublicAnswers } from './middleware/public-answers.ts';

export interface ApiRuntime {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: DatabaseHandle;
  /** This process's job worker (its `worker` name is written on every attempt it makes). */
  jobs: JobRunner;
  /** Ends the live streams, lets the jobs in hand finish, then closes the database. */
  close: () => Promise<void>;
}

/**
 * Opens the database, migrates it, seeds demo content into an empty one, creates the first
 * admin when configured, and builds the app. Replicas starting together take turns at that
 * start-up work (see startup-lock.ts), so it happens once. Every process also runs the job
 * worker (alerts, escalations) and listens for the live events and public content changes of
 * every other replica. The signing key lives in the database unless
 * JWT_SECRET is set, so every replica verifies the tokens any other replica signed.
 */
export async function startApiRuntime(
  config: ApiConfig,
  options: { logger?: Logger; database?: DatabaseHandle } = {},
): Promise<ApiRuntime> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const { db } = database;
  const secret = await withStartupLock(database, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    if (config.SEED_DEMO && (await seedDemoContent(db))) logger.info('demo content seeded');
    const admin = await bootstrapAdmin(db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: config.ADMIN_NAME,
    });
    if (admin === 'created') logger.info({ email: config.ADMIN_EMAIL }, 'first admin user created');
    if (admin === 'not-configured') {
      logger.warn(
        'no admin user exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run user -w api`',
      );
    }
    return (
      config.JWT_SECRET ??
      (await getOrCreateSecret(db, 'jwt-signing-key', randomBytes(48).toString('base64url')))
    );
  });
  const alerts = await createAlertChannels({ db, config, logger });
  const events = await startEventHub(database, logger);
  const content = await startContentVersion(database, logger);
  const deps: AppDeps = {
    db,
    config,
    logger,
    tokens: createTokenSigner(secret),
    formStamps: createFormStamps(secret),
    alerts,
    events,
    content,
    publicAnswers: createPublicAnswers(content),
  };
  // On PostgreSQL the jobs run on a thread of their own at a lower priority (job-thread.ts).
  const jobs = database.url
    ? await startJobThread({ config, databaseUrl: database.url }, logger)
    : await startAppJobRunner(database, config, logger, alerts);
  const housekeeping = startHousekeeping(db, logger, {
    liveEventsRetentionMs: config.LIVE_EVENTS_RETENTION_HOURS * 3_600_000,
  });
  return {
    app: createApp(deps),
    deps,
    database,
    jobs,
    close: async () => {
      housekeeping.stop();
      events.closeAll();
      content.closeAll();
      await jobs.stop();
      await events.stop();
      await content.stop();
      await alerts.close();
      await database.close();
    },
  };
}
