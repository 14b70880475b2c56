import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { embeddedInUse } from '../backups/embedded-archive.ts';
import { takeBackup } from '../backups/take-backup.ts';
import { openDatabase } from '../db/database.ts';
import { listTables } from '../db/repositories/database-tables.ts';
import { readApiConfig } from '../env.ts';
import { runCommand, shown, UsageError } from './run-command.ts';

const USAGE = `Writes one backup of the database into BACKUP_DIR (default ./backups) and prints where.

Usage: npm run backup

PostgreSQL (DATABASE_URL): pg_dump's custom format, towing-postgres-<UTC time>.dump, taken as
of one moment while the product keeps running (pg_dump must be installed, as new as the server).
Embedded (DATA_DIR): PGlite's data folder archive, towing-embedded-<UTC time>.tar.gz. The
embedded database takes one process at a time: stop the server first, or let the running server
back itself up on BACKUP_SCHEDULE. After a success the oldest backups beyond BACKUP_KEEP
(default 14) are deleted. Restore with: npm run restore -- <file>`;

async function main(args: string[]): Promise<void> {
  let help: boolean | undefined;
  try {
    ({ help } = parseArgs({ args, options: { help: { type: 'boolean', short: 'h' } } }).values);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (help) {
    console.log(USAGE);
    return;
  }
  const config = readApiConfig();
  if (!config.DATABASE_URL) {
    if (!existsSync(join(config.DATA_DIR, 'PG_VERSION')))
      throw new UsageError(
        `There is no embedded database under ${shown(config.DATA_DIR)} (DATA_DIR) to back up. Is DATA_DIR the folder npm start uses, or is DATABASE_URL missing?`,
      );
    if (embeddedInUse(config.DATA_DIR))
      throw new UsageError(
        `The embedded database under ${shown(config.DATA_DIR)} is open in another process (is npm start running?): it takes one process at a time. Stop the server and run npm run backup again, or let the running server back itself up with BACKUP_SCHEDULE (docs/operations.md). If no server runs, it stopped without closing the database: start and stop it once.`,
      );
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    const tables = await listTables(database.db);
    if (tables.length === 0)
      throw new UsageError('The database is empty: there is nothing to back up.');
    const result = await takeBackup(database, {
      dir: config.BACKUP_DIR,
      keep: config.BACKUP_KEEP,
      trigger: 'command',
      record: tables.includes('backup_runs'),
    });
    if (result?.outcome !== 'success')
      throw new UsageError(`Backup failed: ${result?.error ?? 'no result'}`);
    const megabytes = (result.sizeBytes / 1_048_576).toFixed(1);
    console.log(`Backup written: ${shown(result.path)} (${megabytes} MB)`);
    if (result.pruned.length > 0)
      console.log(
        `Deleted ${result.pruned.length} older backup(s) beyond BACKUP_KEEP=${config.BACKUP_KEEP}: ${result.pruned.join(', ')}`,
      );
    console.log(`Restore it with: npm run restore -- ${shown(result.path)}`);
  } finally {
    await database.close();
  }
}

await runCommand(main, { usageHint: false });
