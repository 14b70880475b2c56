import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '../backups/restore-backup.ts';
import { readApiConfig } from '../env.ts';
import { runCommand, shown, UsageError } from './run-command.ts';

const USAGE = `Restores a backup made by npm run backup into the database this product uses.

Usage: npm run restore -- <file> [--force]

The backup's kind must match the database: a towing-postgres-….dump into DATABASE_URL's
PostgreSQL database, a towing-embedded-….tar.gz into the embedded database under DATA_DIR (with
the server stopped). The database must be empty (a new database, or a missing or empty folder);
--force replaces a non-empty one: on PostgreSQL everything in it is dropped, in the same
transaction as the restore; an embedded folder is kept aside under a new name. Nothing changes
when the file is missing, is no backup, or was made by a newer version of the product.
Start the product afterwards: it runs the migrations the backup is missing.`;

async function main(args: string[]): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file) throw new UsageError('Give the backup file: npm run restore -- <file>');
  if (extra.length > 0) throw new UsageError(`One file at a time (also given: ${extra.join(' ')})`);
  const config = readApiConfig();
  // A relative path is taken from the folder the command was typed in (npm runs the script in
  // the api workspace, and says where it was started in INIT_CWD).
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const restored = await restoreBackup(
    path,
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    { force: parsed.values.force ?? false },
  );
  const where =
    restored.kind === 'postgres'
      ? 'the PostgreSQL database of DATABASE_URL'
      : `the embedded database under ${shown(restored.into)}`;
  console.log(`Restored ${shown(path)} into ${where} (${restored.migrations.length} migrations).`);
  if (restored.keptAside)
    console.log(`The folder that was there is kept as ${shown(restored.keptAside)}.`);
  console.log('Start the product on it: npm start');
}

await runCommand(main, {
  usageHint: true,
  isKnown: (error) => error instanceof RestoreRefused,
  describe: (error) => `Restore failed: ${error instanceof Error ? error.message : String(error)}`,
});
