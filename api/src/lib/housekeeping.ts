import type { Logger } from '@tow/server-kit/logger';
import type { DB } from '../db/database.ts';
import { deleteOldHits } from '../db/repositories/rate-limits.ts';
import { deleteExpiredSessions } from '../db/repositories/sessions.ts';

const HOUR = 3_600_000;

/** Hourly removal of expired sessions and old rate-limit counters, so those tables stay small. */
export function startHousekeeping(db: DB, logger: Logger): { stop: () => void } {
  const run = async () => {
    try {
      await deleteExpiredSessions(db, new Date(Date.now() - 24 * HOUR));
      await deleteOldHits(db, new Date(Date.now() - 2 * 24 * HOUR));
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; will retry next hour');
    }
  };
  const timer = setInterval(run, HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
