import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { BUILT_IMAGE } from '../src/db/embedded-image.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { readLastBackups } from '../src/db/repositories/backup-runs.ts';
import { listTables } from '../src/db/repositories/database-tables.ts';
import { seedDemoContent } from '../src/db/seed/seed.ts';
import { startApiProcess } from './support/api-process.ts';
import { runBackupCommand, writtenBackup } from './support/backup-commands.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const folder = mkdtempSync(join(tmpdir(), 'backup-commands-'));
const backupDir = join(folder, 'backups');
const cleanups: (() => Promise<void>)[] = [];
let targets = 0;

/** Where the commands find a database: a PostgreSQL one of its own, or an embedded folder. */
type DatabaseEnv = { DATABASE_URL: string; DATA_DIR?: string };

/** A new, empty database (PostgreSQL) or folder (embedded). */
async function emptyTarget(): Promise<DatabaseEnv> {
  targets += 1;
  if (!onPostgres) return { DATABASE_URL: '', DATA_DIR: join(folder, `data-${targets}`) };
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'restore');
  cleanups.push(scratch.drop);
  return { DATABASE_URL: scratch.url };
}

/** Runs `work` on the database of `env`. */
async function withDatabase<T>(
  env: DatabaseEnv,
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: 2 }
      : { dataDir: env.DATA_DIR as string, image: BUILT_IMAGE },
  );
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A database of this product with the demo content, plus what `extra` adds. */
async function productDatabase(
  extra: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void> = async () => {},
): Promise<DatabaseEnv> {
  const env = await emptyTarget();
  await withDatabase(env, async (db) => {
    await migrateToLatest(db);
    await seedDemoContent(db);
    await extra(db);
  });
  return env;
}

/** The target is as it was: no table in the database, no folder. */
async function expectUntouched(target: DatabaseEnv): Promise<void> {
  if (onPostgres) expect(await withDatabase(target, listTables)).toEqual([]);
  else expect(existsSync(target.DATA_DIR as string)).toBe(false);
}

const backup = (env: DatabaseEnv) =>
  runBackupCommand('backup', [], { ...env, BACKUP_DIR: backupDir });
const restore = (env: DatabaseEnv, ...args: string[]) => runBackupCommand('restore', args, env);
const serviceNames = (env: DatabaseEnv) =>
  withDatabase(env, async (db) =>
    (await db.selectFrom('services').select('name').orderBy('id').execute()).map((s) => s.name),
  );

let source: DatabaseEnv;
let file: string;

beforeAll(async () => {
  source = await productDatabase();
  file = writtenBackup(await backup(source));
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(folder, { recursive: true, force: true });
});

// Each command is a Node process of its own, and the embedded ones load a database: slow on a busy machine.
describe('npm run backup', { timeout: 120_000 }, () => {
  it('writes one file named for the database and the time into BACKUP_DIR, says where, and records the success', async () => {
    const kind = onPostgres ? 'postgres' : 'embedded';
    expect(basename(file)).toMatch(
      new RegExp(
        `^towing-${kind}-\\d{4}-\\d{2}-\\d{2}T\\d{6}Z\\.${onPostgres ? 'dump' : 'tar\\.gz'}$`,
      ),
    );
    expect(file).toBe(join(backupDir, basename(file)));
    expect(readdirSync(backupDir)).toEqual([basename(file)]);
    const { last_success, last_failure } = await withDatabase(source, readLastBackups);
    expect(last_success).toMatchObject({ trigger: 'command', file: basename(file), error: null });
    expect(last_success?.size_bytes).toBeGreaterThan(0);
    expect(last_failure).toBeNull();
  });

  it.skipIf(onPostgres)(
    'refuses the embedded database while the server has it open, and says what to do',
    async () => {
      const server = await startApiProcess('server', source);
      try {
        const refused = await backup(source);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('is open in another process (is npm start running?)');
        expect(refused.stderr).toContain('BACKUP_SCHEDULE');
      } finally {
        await server.stop();
      }
    },
  );
});

describe('npm run restore', { timeout: 120_000 }, () => {
  it('restores into an empty database: the content is back', async () => {
    const target = await emptyTarget();
    const restored = await restore(target, file);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file} into`);
    expect(await serviceNames(target)).toEqual(await serviceNames(source));
  });

  it('refuses a database that is not empty, and replaces it only with --force', async () => {
    const target = await productDatabase(async (db) => {
      await db.updateTable('services').set({ name: 'Changed since the backup' }).execute();
    });
    const refused = await restore(target, file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty.*--force/);
    expect(await serviceNames(target)).toContain('Changed since the backup');

    const forced = await restore(target, file, '--force');
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(await serviceNames(target)).toEqual(await serviceNames(source));
    if (!onPostgres) {
      expect(forced.stdout).toMatch(/The folder that was there is kept as .+\.before-restore-/);
      const aside = readdirSync(folder).find((name) => name.includes('.before-restore-'));
      expect(aside).toBeDefined();
      expect(
        await serviceNames({ DATABASE_URL: '', DATA_DIR: join(folder, aside as string) }),
      ).toContain('Changed since the backup');
    }
  });

  it('says so when the file is missing, is not a backup, or was cut short', async () => {
    const target = await emptyTarget();
    const missing = await restore(target, join(folder, 'no-such-backup.dump'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Error: No such file: ${join(folder, 'no-such-backup.dump')}`);
    const notes = join(folder, 'notes.txt');
    writeFileSync(notes, 'call the garage back about the Astra\n');
    const random = await restore(target, notes);
    expect(random.code).toBe(1);
    expect(random.stderr).toContain(`Error: ${notes} is not a backup made by npm run backup`);
    if (!onPostgres) {
      const cut = join(folder, 'towing-embedded-2026-11-27T093000Z.tar.gz');
      writeFileSync(cut, readFileSync(file).subarray(0, 100_000));
      const damaged = await restore(target, cut);
      expect(damaged.code).toBe(1);
      expect(damaged.stderr).toContain(
        `Error: ${cut} is a compressed file that cannot be read to its end`,
      );
    }
    const none = await restore(target);
    expect(none.stderr).toContain('Give the backup file: npm run restore -- <file>');
    await expectUntouched(target);
  });

  it('refuses a backup of the other kind of database, saying which setting to change', async () => {
    const target = await emptyTarget();
    let other: string;
    if (onPostgres) {
      other = BUILT_IMAGE; // a PGlite data folder archive, as the embedded backup is
    } else {
      other = join(folder, 'towing-postgres-2026-11-27T093000Z.dump');
      writeFileSync(other, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(64)]));
    }
    const refused = await restore(target, other);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      onPostgres
        ? 'is a backup of the embedded database, but DATABASE_URL points at PostgreSQL: unset DATABASE_URL'
        : 'is a PostgreSQL backup, but DATABASE_URL is not set',
    );
    await expectUntouched(target);
  });

  it('refuses a backup made by a newer version of the product and changes nothing', async () => {
    const newer = await productDatabase(async (db) => {
      await sql`insert into kysely_migration (name, timestamp) values ('2099_01_01_000000_from_the_future', '2099-01-01T00:00:00Z')`.execute(
        db,
      );
    });
    const newerFile = writtenBackup(await backup(newer));
    const target = await emptyTarget();
    const refused = await restore(target, newerFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'was made by a newer version of the product: its database has a migration this code does not know (2099_01_01_000000_from_the_future). Update the code',
    );
    await expectUntouched(target);
    expect(readdirSync(folder).filter((name) => name.startsWith('.restoring-'))).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'refuses a PostgreSQL dump of a database that is not this product’s',
    async () => {
      const stranger = await emptyTarget();
      await withDatabase(stranger, async (db) => {
        await sql`create table invoices (id serial primary key, total numeric)`.execute(db);
      });
      const strangerFile = writtenBackup(await backup(stranger));
      const refused = await restore(await emptyTarget(), strangerFile);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("holds a database, but not this product's");
    },
  );
});
