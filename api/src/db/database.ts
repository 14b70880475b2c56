import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listenOnServer } from './listen-on-server.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DB = Kysely<Database>;

// Dates stay 'YYYY-MM-DD' text and money arrives as a number on both drivers, so that rows
// look the same whichever database answered.
const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;

function pgTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === DATE_OID) return (value: string) => value;
  if (oid === NUMERIC_OID || oid === INT8_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  /**
   * The files an embedded database starts from instead of a new cluster (a `dumpDataDir` tar):
   * the tests make one empty cluster and start each file's database from it.
   */
  initialFiles?: Blob;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: DB;
  kind: 'postgres' | 'embedded';
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (committed transactions only),
   * and `onReconnect` after a lost listening connection is back, when notifications may have
   * been missed. Answers the function that stops listening.
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

export interface NotificationHandlers {
  onNotify: (payload: string) => void;
  onReconnect?: () => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
    });
    // An idle connection dropped by the server must not crash the process.
    pool.on('error', () => {});
    // Nor one dropped while checked out (a transaction between two queries): the pool only
    // listens to idle ones, and an 'error' nobody listens to ends the process. The query that
    // runs on it next fails instead, and the broken connection leaves the pool on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = options.url;
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnServer(url, channel, handlers),
      close: () => db.destroy(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(resolve(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? dataDir : resolve(dataDir), {
    ...(options.initialFiles ? { loadDataDir: options.initialFiles } : {}),
    parsers: {
      [DATE_OID]: (value: string) => value,
      [NUMERIC_OID]: (value: string) => Number(value),
      [pgliteTypes.INT8]: (value: string) => Number(value),
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'embedded',
    // Through a Kysely connection, so the LISTEN never lands inside someone else's transaction.
    listen: (channel, { onNotify }) =>
      db.connection().execute(async () => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await db.connection().execute(async () => stop());
        };
      }),
    close: () => db.destroy(),
  };
}
