import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's backup is PGlite's own: a gzipped tar of its data folder
 * (`dumpDataDir`), taken while no statement runs, and loaded back with `loadDataDir`.
 * A transaction open at that moment is not in it: PostgreSQL's recovery rolls it back on load,
 * as after a power cut.
 */

/** A data folder a process has open: PostgreSQL's `postmaster.pid`, removed on a clean close. */
export function embeddedInUse(dataDir: string): boolean {
  return existsSync(join(dataDir, 'postmaster.pid'));
}

/** Whether `dataDir` is missing or has nothing in it. */
export function folderIsEmpty(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

export interface LoadedFolder {
  /** The migrations the loaded database had run. */
  migrations: string[];
  /** Moves the loaded folder to `dataDir`; the folder there before (if any) goes to `asideAs`. */
  moveTo: (dataDir: string, asideAs?: string) => void;
  /** Deletes the loaded folder. */
  discard: () => void;
}

/**
 * Unpacks the backup at `path` into a new folder beside `dataDir` and reads its migrations, so
 * nothing at `dataDir` changes until the backup is known to be whole and of a schema the code
 * knows. `null` migrations: a PostgreSQL data folder, but not of this product.
 */
export async function loadEmbeddedBackup(path: string, dataDir: string): Promise<LoadedFolder> {
  const staging = join(dirname(dataDir), `.restoring-${process.pid}-${Date.now()}`);
  const discard = () => rmSync(staging, { recursive: true, force: true });
  let migrations: string[];
  try {
    const client = await PGlite.create(staging, {
      loadDataDir: new Blob([readFileSync(path)]),
    });
    try {
      const table = await client.query<{ present: boolean }>(
        "select to_regclass('public.kysely_migration') is not null as present",
      );
      if (!table.rows[0]?.present) throw new NotThisProductError();
      const rows = await client.query<{ name: string }>(
        'select name from kysely_migration order by name',
      );
      migrations = rows.rows.map((row) => row.name);
    } finally {
      await client.close();
    }
  } catch (error) {
    discard();
    throw error;
  }
  return {
    migrations,
    discard,
    moveTo: (target, asideAs) => {
      if (existsSync(target)) {
        if (asideAs) renameSync(target, asideAs);
        else rmSync(target, { recursive: true });
      }
      renameSync(staging, target);
    },
  };
}

/** The backup holds a PostgreSQL data folder without this product's migrations table. */
export class NotThisProductError extends Error {
  constructor() {
    super('the database in it has no kysely_migration table');
  }
}
