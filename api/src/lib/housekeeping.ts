import type { Logger } from '@tow/server-kit/logger';
import type { DB } from '../db/database.ts';
import { claimPeriodicRun, readSecuritySettings } from '../db/repositories/app-settings.ts';
import { deleteAnswersBefore, IDEMPOTENCY_TTL_MS } from '../db/repositories/idempotency-keys.ts';
import { anonymiseClosedRequests } from '../db/repositories/personal-data.ts';
import { deleteOldHits } from '../db/repositories/rate-limits.ts';
import { deleteExpiredSessions } from '../db/repositories/sessions.ts';
import { deleteLiveEventsBefore } from '../events/live-events.ts';
import { deleteFinishedJobsBefore } from '../jobs/job-store.ts';

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
 * Hourly removal of expired sessions, old rate-limit counters, live events older than a
 * reconnecting console could ask for, jobs finished a week ago and idempotency keys past 24
 * hours, so those tables stay small; and the retention run when a day has passed since the last
 * one (checked soon after start too).
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
