import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from '@tow/server-kit/logger';
import type { MiddlewareHandler } from 'hono';
import type { AlertChannels } from './alerts/index.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { BackupSchedule } from './backups/backup-schedule.ts';
import type { CurrentProfile } from './business-profile/current-profile.ts';
import type { FormStamps } from './callback-requests/form-stamp.ts';
import type { DB } from './db/database.ts';
import type { SessionUser } from './db/repositories/sessions.ts';
import type { ApiConfig } from './env.ts';
import type { ContentVersion } from './events/content-version.ts';
import type { EventHub } from './events/event-hub.ts';
import type { Notices } from './events/notices.ts';
import type { HitCounter } from './lib/hit-counter.ts';
import type { Metrics } from './metrics/product-metrics.ts';
import type { PublicAnswers } from './middleware/public-answers.ts';

/** What every handler can reach: built once at start-up and passed in, never imported globally. */
export interface AppDeps {
  db: DB;
  config: ApiConfig;
  tokens: TokenSigner;
  /** Signs and reads the public form's opening time (the minimum fill time). */
  formStamps: FormStamps;
  logger: Logger;
  alerts: AlertChannels;
  /** This replica's end of the live events every console listens to. */
  events: EventHub;
  /** Sends, after their transactions commit, the notices of the busy write paths. */
  notices: Notices;
  /** The version of the public content, as every replica learns it from the database. */
  content: ContentVersion;
  /** Answers of the public reads, kept until `content` changes. */
  publicAnswers: PublicAnswers;
  /** The scheduled backups (BACKUP_SCHEDULE), for the console to say when the next one is. */
  backups: BackupSchedule;
  /** The business profile as this replica knows it (texts, emails, refusals that give the number). */
  profile: CurrentProfile;
  /**
   * A new set of rate-limit counts (lib/hit-counter.ts): shared with the other replicas, or this
   * process's alone on the embedded database.
   */
  newHitCounter: () => HitCounter;
  /** This replica's Prometheus metrics (`/metrics`). */
  metrics: Metrics;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser;
    sessionId: string;
    /** Set by a route that wrote its own audit entry, so the trail middleware adds none. */
    audited: boolean;
  };
}

/**
 * How a resource adds its calls to the API's router (`app.ts` calls each in turn): `auth` is the
 * guard its signed-in calls go behind.
 */
export type RegisterRoutes = (
  router: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) => void;
