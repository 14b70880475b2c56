import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { listTables } from '../db/repositories/database-tables.ts';
import { type BackupKind, detectBackupKind } from './backup-files.ts';
import {
  embeddedInUse,
  folderIsEmpty,
  type LoadedFolder,
  loadEmbeddedBackup,
  NotThisProductError,
} from './embedded-archive.ts';
import { dumpedMigrations, restorePostgres } from './postgres-archive.ts';

/** A restore refused for a reason the person running it can fix: printed without a stack. */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  /** DATABASE_URL: restore into that PostgreSQL database. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: otherwise, into the embedded database's folder. */
  dataDir: string;
}

export interface RestoreOptions {
  /** Replace a database that is not empty (the embedded folder is kept aside, not deleted). */
  force: boolean;
}

export interface Restored {
  kind: BackupKind;
  /** Where the database is now. */
  into: string;
  /** Migrations the backup had run: all the code's, or fewer (the next start runs the rest). */
  migrations: string[];
  /** The embedded folder replaced with --force, kept under this name. */
  keptAside: string | null;
}

const CODE_MIGRATIONS = new Set(Object.keys(migrations));

function checkFile(path: string): BackupKind {
  if (!existsSync(path)) throw new RestoreRefused(`No such file: ${path}`);
  if (statSync(path).isDirectory())
    throw new RestoreRefused(`${path} is a folder: give the backup file inside it`);
  const kind = detectBackupKind(path);
  if (kind === 'damaged')
    throw new RestoreRefused(
      `${path} is a compressed file that cannot be read to its end: a backup cut short (a full disk, a copy interrupted) or damaged. Use another backup.`,
    );
  if (kind === 'unknown')
    throw new RestoreRefused(
      `${path} is not a backup made by npm run backup: neither a PostgreSQL dump (pg_dump's custom format) nor an embedded database archive`,
    );
  return kind;
}

function checkKindMatches(path: string, kind: BackupKind, target: RestoreTarget): void {
  if (kind === 'postgres' && !target.databaseUrl)
    throw new RestoreRefused(
      `${path} is a PostgreSQL backup, but DATABASE_URL is not set (this would be the embedded database under ${target.dataDir}): set DATABASE_URL to the empty PostgreSQL database to restore it into`,
    );
  if (kind === 'embedded' && target.databaseUrl)
    throw new RestoreRefused(
      `${path} is a backup of the embedded database, but DATABASE_URL points at PostgreSQL: unset DATABASE_URL to restore it into the embedded database under DATA_DIR`,
    );
}

function checkSchema(path: string, dumped: string[] | null): string[] {
  if (dumped === null)
    throw new RestoreRefused(
      `${path} holds a database, but not this product's (it has no migrations table)`,
    );
  const unknown = dumped.filter((name) => !CODE_MIGRATIONS.has(name));
  if (unknown.length > 0)
    throw new RestoreRefused(
      `${path} was made by a newer version of the product: its database has ${unknown.length === 1 ? 'a migration' : 'migrations'} this code does not know (${unknown.join(', ')}). Update the code to that version or later, then restore.`,
    );
  return dumped;
}

async function restoreIntoPostgres(
  path: string,
  url: string,
  options: RestoreOptions,
): Promise<Restored> {
  const applied = checkSchema(path, await dumpedMigrations(path));
  const database = await openDatabase({ url, poolSize: 1 });
  let tables: string[];
  try {
    tables = await listTables(database.db);
  } finally {
    await database.close();
  }
  if (tables.length > 0 && !options.force)
    throw new RestoreRefused(
      `The database of DATABASE_URL is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}). Restore into a new, empty database (createdb), or run again with --force to replace everything in it.`,
    );
  await restorePostgres(url, path, { replace: tables.length > 0 });
  return { kind: 'postgres', into: 'DATABASE_URL', migrations: applied, keptAside: null };
}

async function restoreIntoFolder(
  path: string,
  dataDir: string,
  options: RestoreOptions,
): Promise<Restored> {
  if (embeddedInUse(dataDir))
    throw new RestoreRefused(
      `The embedded database under ${dataDir} is open in another process: stop the server (npm start) first. If none is running, it stopped without closing the database: start and stop it once.`,
    );
  const empty = folderIsEmpty(dataDir);
  if (!empty && !options.force)
    throw new RestoreRefused(
      `${dataDir} (DATA_DIR) is not empty. Restore into an empty folder (set DATA_DIR to a new one), or run again with --force: the folder there now is then kept aside, renamed, not deleted.`,
    );
  mkdirSync(dirname(dataDir), { recursive: true });
  let loaded: LoadedFolder;
  try {
    loaded = await loadEmbeddedBackup(path, dataDir);
  } catch (error) {
    if (error instanceof NotThisProductError) checkSchema(path, null);
    throw new RestoreRefused(
      `${path} could not be loaded as an embedded database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    checkSchema(path, loaded.migrations);
  } catch (error) {
    loaded.discard();
    throw error;
  }
  const keptAside = empty
    ? null
    : `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '')}`;
  loaded.moveTo(dataDir, keptAside ?? undefined);
  return { kind: 'embedded', into: dataDir, migrations: loaded.migrations, keptAside };
}

/**
 * Restores the backup at `path` into the configured database, which must be empty unless
 * `force`. Refuses, before changing anything, a missing file, a file that is no backup, a backup
 * of the other kind of database, and one made by a newer version of the product.
 */
export async function restoreBackup(
  path: string,
  target: RestoreTarget,
  options: RestoreOptions,
): Promise<Restored> {
  const kind = checkFile(path);
  checkKindMatches(path, kind, target);
  return target.databaseUrl
    ? restoreIntoPostgres(path, target.databaseUrl, options)
    : restoreIntoFolder(path, target.dataDir, options);
}
