import { z } from 'zod';

/** One backup, as the console's Backups screen shows it. */
export const BackupRun = z.object({
  /** `command` (npm run backup) or `schedule` (BACKUP_SCHEDULE, inside the running product). */
  trigger: z.enum(['command', 'schedule']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** The file's name inside BACKUP_DIR; null when the backup failed before writing it. */
  file: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  /** What went wrong, in the words of the tool that failed; null for a success. */
  error: z.string().nullable(),
});

/** The backups' settings and the last success and failure (GET /api/backups, owners). */
export const BackupStatus = z.object({
  /** BACKUP_SCHEDULE, a cron expression in UK time; null: no scheduled backups. */
  schedule: z.string().nullable(),
  /** The next scheduled backup; null without a schedule. */
  next_at: z.string().nullable(),
  /** BACKUP_KEEP: how many backup files the folder keeps, the oldest deleted first. */
  keep: z.number().int(),
  /** BACKUP_DIR, as this replica resolved it. */
  directory: z.string(),
  last_success: BackupRun.nullable(),
  last_failure: BackupRun.nullable(),
});

export type BackupRun = z.infer<typeof BackupRun>;
export type BackupStatus = z.infer<typeof BackupStatus>;
