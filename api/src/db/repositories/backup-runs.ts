import type { BackupRun } from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { DB } from '../database.ts';
import type { BackupRunsTable } from '../schema.ts';
import { toIso } from './shared.ts';

type BackupRunRow = Selectable<BackupRunsTable>;

export interface BackupStart {
  trigger: BackupRunsTable['trigger'];
  databaseKind: BackupRunsTable['database_kind'];
  worker: string;
  /** The schedule's time the run is for: unique, so one replica alone gets each. */
  scheduledFor?: Date;
}

export type BackupEnd =
  | { outcome: 'success'; file: string; sizeBytes: number }
  | { outcome: 'failure'; file: string | null; error: string };

/**
 * Records that a backup starts and answers its id; null when the run is a scheduled one another
 * replica already claimed.
 */
export async function startBackupRun(db: DB, start: BackupStart): Promise<number | null> {
  const row = await db
    .insertInto('backup_runs')
    .values({
      trigger: start.trigger,
      database_kind: start.databaseKind,
      worker: start.worker,
      scheduled_for: start.scheduledFor ?? null,
    })
    .onConflict((oc) => oc.column('scheduled_for').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function finishBackupRun(db: DB, id: number, end: BackupEnd): Promise<void> {
  await db
    .updateTable('backup_runs')
    .set({
      finished_at: new Date(),
      outcome: end.outcome,
      file: end.file,
      size_bytes: end.outcome === 'success' ? end.sizeBytes : null,
      error: end.outcome === 'failure' ? end.error : null,
    })
    .where('id', '=', id)
    .execute();
}

function toBackupRun(row: BackupRunRow): BackupRun {
  return {
    trigger: row.trigger,
    started_at: toIso(row.started_at),
    finished_at: row.finished_at ? toIso(row.finished_at) : null,
    file: row.file,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
  };
}

async function lastRun(db: DB, outcome: 'success' | 'failure'): Promise<BackupRun | null> {
  const row = await db
    .selectFrom('backup_runs')
    .selectAll()
    .where('outcome', '=', outcome)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toBackupRun(row) : null;
}

/**
 * The last backup that worked and the last that failed, whichever replica or command took them:
 * what the console shows the owner and the metrics expose.
 */
export async function readLastBackups(
  db: DB,
): Promise<{ last_success: BackupRun | null; last_failure: BackupRun | null }> {
  const [last_success, last_failure] = await Promise.all([
    lastRun(db, 'success'),
    lastRun(db, 'failure'),
  ]);
  return { last_success, last_failure };
}
