import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/database.ts';
import { type BackupEnd, finishBackupRun, startBackupRun } from '../db/repositories/backup-runs.ts';
import { backupFileName, pruneBackupFiles } from './backup-files.ts';
import { dumpPostgres } from './postgres-archive.ts';

export interface BackupOptions {
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_KEEP: backups of this database kept in `dir` after a success. */
  keep: number;
  trigger: 'command' | 'schedule';
  /** The schedule's time a scheduled run is for (see startBackupRun). */
  scheduledFor?: Date;
  /**
   * Whether to record the run in `backup_runs`: false for a database an earlier version of the
   * product left, which has no such table yet (`npm run backup` still backs it up).
   */
  record?: boolean;
}

export type BackupOutcome =
  | { outcome: 'success'; path: string; sizeBytes: number; pruned: string[] }
  | { outcome: 'failure'; path: string; error: string };

/** Removes what a failed backup left, if it could write anything at all. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // The folder itself is unusable (the error being reported says why).
  }
}

async function writeBackup(database: DatabaseHandle, path: string): Promise<void> {
  if (database.url) return dumpPostgres(database.url, path);
  if (!database.dumpDataDir) throw new Error('this database has no way to back itself up');
  const archive = await database.dumpDataDir();
  writeFileSync(path, new Uint8Array(await archive.arrayBuffer()));
}

/**
 * Writes one backup of `database` into `dir`, records how it went in `backup_runs` (what the
 * console and the metrics read), and deletes the oldest beyond `keep`. The file appears under
 * its final name only once whole. Answers null when another replica took this scheduled run.
 */
export async function takeBackup(
  database: DatabaseHandle,
  options: BackupOptions,
): Promise<BackupOutcome | null> {
  const record = options.record ?? true;
  const runId = record
    ? await startBackupRun(database.db, {
        trigger: options.trigger,
        databaseKind: database.kind,
        worker: `${hostname()}:${process.pid}`,
        ...(options.scheduledFor ? { scheduledFor: options.scheduledFor } : {}),
      })
    : 0;
  if (runId === null) return null;
  const finish = (end: BackupEnd) =>
    record ? finishBackupRun(database.db, runId, end) : Promise.resolve();
  const name = backupFileName(database.kind, new Date());
  const path = join(options.dir, name);
  const partial = `${path}.partial`;
  let sizeBytes: number;
  try {
    mkdirSync(options.dir, { recursive: true });
    await writeBackup(database, partial);
    renameSync(partial, path);
    sizeBytes = statSync(path).size;
  } catch (error) {
    removeQuietly(partial);
    const message = error instanceof Error ? error.message : String(error);
    await finish({ outcome: 'failure', file: null, error: message });
    return { outcome: 'failure', path, error: message };
  }
  await finish({ outcome: 'success', file: name, sizeBytes });
  const pruned = pruneBackupFiles(options.dir, database.kind, options.keep);
  return { outcome: 'success', path, sizeBytes, pruned };
}
