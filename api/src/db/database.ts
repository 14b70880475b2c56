import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listenOnServer } from './listen-on-server.ts';
import { ROW_PARSERS } from './row-parsers.ts';
import type { Database } from './schema.ts';

export type DB = Kysely<Database>;

function pgTypeParser(oid: number, format?: 'text' | 'binary') {
  return ROW_PARSERS[oid] ?? pg.types.getTypeParser(oid, format);
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  /**
   * The image a new cluster starts from (embedded-image.ts); `null` runs initdb. A new data folder
   * uses the build's unless told; `memory://` runs initdb unless told (the tests pass the build's).
   * Ignored for an existing folder and when the image is out of date.
   */
  image?: string | null;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: DB;
  kind: 'postgres' | 'embedded';
  /** The server's postgres:// URL, for another thread to connect with; null when embedded. */
  url: string | null;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (committed transactions only),
   * and `onReconnect` after a lost listening connection is back, when notifications may have
   * been missed. Answers the function that stops listening.
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  /**
   * The embedded database's whole data folder as a gzipped tar (its backup), taken between two
   * transactions; null on PostgreSQL, which pg_dump backs up.
   */
  dumpDataDir: (() => Promise<Blob>) | null;
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
      url,
      listen: (channel, handlers) => listenOnServer(url, channel, handlers),
      dumpDataDir: null,
      close: () => db.destroy(),
    };
  }
  // PGlite (its module, then its WebAssembly) is loaded only by a process that runs it.
  const { openEmbedded } = await import('./open-embedded.ts');
  return openEmbedded(options);
}
