import type { Logger } from '@tow/server-kit/logger';
import { Cron } from 'croner';
import type { DatabaseHandle } from '../db/database.ts';
import { type ApiConfig, UK_TIME_ZONE } from '../env.ts';
import { takeBackup } from './take-backup.ts';

export interface BackupSchedule {
  /** The next scheduled backup; null without BACKUP_SCHEDULE. */
  nextAt: () => Date | null;
  /** Stops scheduling and waits for a backup in hand. */
  stop: () => Promise<void>;
}

/** setTimeout's longest wait; a later time is reached in several. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Backs the database up at each time of BACKUP_SCHEDULE (UK time), from every replica: each
 * wakes for the same time and tries to claim it (takeBackup), and exactly one writes the file.
 * A time missed while no replica runs is not made up later: the next one comes as planned.
 */
export function startBackupSchedule(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'BACKUP_SCHEDULE' | 'BACKUP_DIR' | 'BACKUP_KEEP'>,
  logger: Logger,
): BackupSchedule {
  const pattern = config.BACKUP_SCHEDULE;
  if (!pattern) return { nextAt: () => null, stop: async () => {} };
  const cron = new Cron(pattern, { timezone: UK_TIME_ZONE, paused: true });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let next = cron.nextRun();

  const run = async (scheduledFor: Date) => {
    try {
      const result = await takeBackup(database, {
        dir: config.BACKUP_DIR,
        keep: config.BACKUP_KEEP,
        trigger: 'schedule',
        scheduledFor,
      });
      if (result?.outcome === 'success') {
        logger.info(
          { file: result.path, size_bytes: result.sizeBytes, deleted: result.pruned },
          'backup written',
        );
      } else if (result?.outcome === 'failure') {
        logger.error({ file: result.path, error: result.error }, 'backup failed');
      }
    } catch (error) {
      logger.error(
        { err: error },
        'backup run ended in an unexpected error (recording it, or deleting old backups)',
      );
    }
  };

  const arm = () => {
    if (stopped || !next) return;
    const due = next;
    const wait = due.getTime() - Date.now();
    if (wait > 0) {
      timer = setTimeout(arm, Math.min(wait, LONGEST_TIMER_MS));
      timer.unref();
      return;
    }
    // From now, not from `due`: a process woken late skips the times it slept through.
    next = cron.nextRun(new Date(Math.max(Date.now(), due.getTime())));
    if (running) {
      logger.warn(
        { scheduled_for: due.toISOString() },
        'backup skipped: the previous one is still running (BACKUP_SCHEDULE too frequent?)',
      );
    } else {
      running = run(due).finally(() => {
        running = null;
      });
    }
    arm();
  };
  arm();

  return {
    nextAt: () => next,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
