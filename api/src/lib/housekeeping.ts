import type { Logger } from '@tow/server-kit/logger';
import type { DB } from '../db/database.ts';
import { deleteAnswersBefore, IDEMPOTENCY_TTL_MS } from '../db/repositories/idempotency-keys.ts';
import { deleteOldHits } from '../db/repositories/rate-limits.ts';
import { deleteExpiredSessions } from '../db/repositories/sessions.ts';
import { deleteLiveEventsBefore } from '../events/live-events.ts';
import { deleteFinishedJobsBefore } from '../jobs/job-store.ts';

const HOUR = 3_600_000;

/**
 * Hourly removal of expired sessions, old rate-limit counters, live events older than a
 * reconnecting console could ask for, jobs finished a week ago and idempotency keys past 24 hours, so those tables stay small.
 */
export function startHousekeeping(
  db: DB,
  logger: Logger,
  options: { liveEventsRetentionMs: number },
): { stop: () => void } {
  const run = async () => {
    try {
      await deleteExpiredSessions(db, new Date(Date.now() - 24 * HOUR));
      await deleteOldHits(db, new Date(Date.now() - 2 * 24 * HOUR));
      await deleteLiveEventsBefore(db, new Date(Date.now() - options.liveEventsRetentionMs));
      await deleteFinishedJobsBefore(db, new Date(Date.now() - 7 * 24 * HOUR));
      await deleteAnswersBefore(db, new Date(Date.now() - IDEMPOTENCY_TTL_MS));
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; will retry next hour');
    }
  };
  const timer = setInterval(run, HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
