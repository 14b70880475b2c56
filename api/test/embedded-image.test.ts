import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DB, openDatabase } from '../src/db/database.ts';
import { buildEmbeddedImage, readEmbeddedImage } from '../src/db/embedded-image.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { apiConfig } from '../src/env.ts';
import { startApiRuntime } from '../src/runtime.ts';
import { rowCounts, schemaState } from './support/schema-state.ts';

// Every case starts PGlite more than once (an initdb costs seconds of CPU on a busy machine).
const SLOW = 180_000;

const work = mkdtempSync(join(tmpdir(), 'towing-image-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let folders = 0;
const newFolder = () => join(work, `data-${++folders}`);

/**
 * `npm start`'s first start on a new data folder (or `dataDir`), with `image` (null: initdb) in
 * place of the build's.
 */
async function firstStart(image: string | null, dataDir = newFolder()) {
  const database = await openDatabase({ dataDir, image });
  const runtime = await startApiRuntime(
    apiConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-test-password',
    }),
    { database },
  );
  const db = database.db;
  return {
    db,
    state: await databaseState(db),
    systemId: await systemIdentifier(db),
    secrets: await rows(db, sql`select name, value from app_secrets order by name`),
    close: () => runtime.close(),
  };
}

async function rows(db: DB, query: ReturnType<typeof sql>) {
  return (await query.execute(db)).rows;
}

/** What initdb gave the cluster: an image's copy has the image's, a new initdb a new one. */
async function systemIdentifier(db: DB): Promise<string> {
  const [row] = await rows(db, sql`select system_identifier::text as id from pg_control_system()`);
  return (row as { id: string }).id;
}

/** The schema, the migrator's bookkeeping, how many rows each table holds and the settings. */
async function databaseState(db: DB) {
  return {
    migrations: await rows(db, sql`select name from kysely_migration order by name`),
    migrationLock: await rows(db, sql`select * from kysely_migration_lock`),
    counts: await rowCounts(db),
    ...(await schemaState(db)),
    settings: await rows(
      db,
      sql`select name, setting from pg_settings where source = 'configuration file' order by 1`,
    ),
    databases: await rows(
      db,
      sql`select datname, encoding, datcollate, datctype from pg_database order by 1`,
    ),
  };
}

/** The system identifier of the cluster inside an image, whether or not it is up to date. */
async function idInside(image: string): Promise<string> {
  const client = await PGlite.create('memory://', { loadDataDir: new Blob([readFileSync(image)]) });
  try {
    const { rows } = await client.query<{ id: string }>(
      'select system_identifier::text as id from pg_control_system()',
    );
    return rows[0]?.id ?? '';
  } finally {
    await client.close();
  }
}

/**
 * Starts a new folder from `image` and checks it ends in the state of initdb and every
 * migration; answers whether it began as the image's cluster (else initdb made one of its own).
 */
async function startedFromImage(image: string, dataDir?: string): Promise<boolean> {
  const started = await firstStart(image, dataDir);
  try {
    expect(started.state).toEqual(fromInitdb.state);
    return started.systemId === (await idInside(image));
  } finally {
    await started.close();
  }
}

const names = Object.keys(migrations).sort();
const firstOf = (count: number) =>
  Object.fromEntries(names.slice(0, count).map((name) => [name, migrations[name] as Migration]));

// The reference: a first start as before the image, through initdb and every migration.
let fromInitdb: Awaited<ReturnType<typeof firstStart>>;
beforeAll(async () => {
  fromInitdb = await firstStart(null);
}, SLOW);
afterAll(() => fromInitdb?.close());

describe('a new data folder started from the build image', { timeout: SLOW }, () => {
  const image = join(work, 'current.tar.gz');
  let fromImage: Awaited<ReturnType<typeof firstStart>>;
  let imageId: string;

  beforeAll(async () => {
    expect(await buildEmbeddedImage(image)).toBe(true);
    imageId = await idInside(image);
    fromImage = await firstStart(image);
  }, SLOW);
  afterAll(() => fromImage?.close());

  it('is the image’s cluster, where the initdb path makes a cluster of its own', () => {
    expect(fromImage.systemId).toBe(imageId);
    expect(fromInitdb.systemId).not.toBe(imageId);
  });

  it('ends with the same migrations, schema, settings and seeded rows as initdb and every migration', () => {
    expect(fromImage.state.migrations).toHaveLength(names.length);
    expect(fromImage.state.counts.services).toBeGreaterThan(0);
    expect(fromImage.state).toEqual(fromInitdb.state);
  });

  it('generates its own signing key and VAPID keys: no install shares them through the image', async () => {
    const another = await firstStart(image);
    try {
      expect(another.systemId).toBe(imageId);
      expect(fromImage.secrets.map((s) => (s as { name: string }).name)).toEqual([
        'jwt-signing-key',
        'vapid-keys',
      ]);
      expect(another.secrets).toHaveLength(2);
      for (const [i, secret] of another.secrets.entries()) {
        expect(secret).not.toEqual(fromImage.secrets[i]);
      }
    } finally {
      await another.close();
    }
  });

  it('starts an in-memory database too when told, as the tests do: the image’s cluster, the same state', async () => {
    expect(await startedFromImage(image, 'memory://')).toBe(true);
  });

  it('is not built again while up to date', async () => {
    expect(await buildEmbeddedImage(image)).toBe(false);
  });
});

describe('an image that does not fit today’s migrations or files', { timeout: SLOW }, () => {
  it('made before the newest migrations: loaded, then those migrations run', async () => {
    const older = join(work, 'older.tar.gz');
    await buildEmbeddedImage(older, firstOf(3));
    expect(await startedFromImage(older)).toBe(true);
  });

  it('holding a migration today’s list does not have: ignored, the folder goes through initdb', async () => {
    const stale = join(work, 'stale.tar.gz');
    const gone: Migration = {
      up: async (db) => {
        await db.schema
          .createTable('from_a_removed_migration')
          .addColumn('id', 'integer')
          .execute();
      },
    };
    await buildEmbeddedImage(stale, { ...firstOf(2), '2026_11_22_000000_removed': gone });
    expect(await startedFromImage(stale)).toBe(false);
  });

  it('whose tarball is not the one its manifest describes, from another PGlite, or with a broken manifest: ignored', async () => {
    const image = join(work, 'tampered.tar.gz');
    await buildEmbeddedImage(image, firstOf(1));
    expect(readEmbeddedImage(image)).toBeInstanceOf(Blob);
    const tarball = readFileSync(image);
    writeFileSync(image, tarball.subarray(0, tarball.length - 1));
    expect(readEmbeddedImage(image)).toBeUndefined();

    writeFileSync(image, tarball);
    const manifest = JSON.parse(readFileSync(`${image}.json`, 'utf8'));
    writeFileSync(`${image}.json`, JSON.stringify({ ...manifest, pglite: '0.0.1' }));
    expect(readEmbeddedImage(image)).toBeUndefined();

    writeFileSync(`${image}.json`, JSON.stringify({ ...manifest, migrations: undefined }));
    expect(readEmbeddedImage(image)).toBeUndefined();
  });

  it('missing: a new folder goes through initdb', () => {
    expect(readEmbeddedImage(join(work, 'never-built.tar.gz'))).toBeUndefined();
  });
});
