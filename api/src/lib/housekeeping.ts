import type { Logger } from '@tow/server-kit/logger';
import type { DB } from '../db/database.ts';
import { claimPeriodicRun, readSecuritySettings } from '../db/repositories/app-settings.ts';
import { anonymiseClosedRequests } from '../db/repositories/personal-data.ts';
import { deleteOldHits } from '../db/repositories/rate-limits.ts';
import { deleteExpiredSessions } from '../db/repositories/sessions.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The daily retention run: completed and cancelled callback requests older than the owner's
 * retention period are anonymised. Its last run is a database row, so a restart neither skips
 * nor repeats a day and only one replica runs it. Returns how many were anonymised, or null
 * when it was not due.
 */
export async function runRetentionIfDue(db: DB, now: Date = new Date()): Promise<number | null> {
  if (!(await claimPeriodicRun(db, 'retention', DAY, now))) return null;
  const { retention_days } = await readSecuritySettings(db);
  return anonymiseClosedRequests(db, retention_days, now);
}

/**
 * Hourly: removal of expired sessions and old rate-limit counters, so those tables stay small,
 * and the retention run when a day has passed since the last one (checked at start too).
 */
export function startHousekeeping(db: DB, logger: Logger): { stop: () => void } {
  const run = async () => {
    try {
      await deleteExpiredSessions(db, new Date(Date.now() - 24 * HOUR));
      await deleteOldHits(db, new Date(Date.now() - 2 * 24 * HOUR));
      const anonymised = await runRetentionIfDue(db);
      if (anonymised) logger.info({ anonymised }, 'retention: old callback requests anonymised');
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; will retry next hour');
    }
  };
  const first = setTimeout(run, 5_000);
  first.unref();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
