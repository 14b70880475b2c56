import { Kysely } from 'kysely';
import type { DatabaseHandle, DatabaseOptions } from './database.ts';
import { BUILT_IMAGE } from './embedded-image.ts';
import { EmbeddedThread } from './embedded-thread.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/** The embedded database of `openDatabase` (database.ts), on a thread of its own. */
export async function openEmbedded(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  const image = options.image === undefined ? (inMemory ? null : BUILT_IMAGE) : options.image;
  const client = new EmbeddedThread({ dataDir, image });
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'embedded',
    url: null,
    // Through a Kysely connection, so the LISTEN never lands inside someone else's transaction.
    listen: (channel, { onNotify }) =>
      db.connection().execute(async () => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await db.connection().execute(async () => stop());
        };
      }),
    // Holding the only connection, so that no transaction is half-way through the copy; the
    // checkpoint first makes the copy start without replaying the write-ahead log.
    dumpDataDir: () =>
      db.connection().execute(async () => {
        await client.exec('checkpoint');
        return client.dumpDataDir();
      }),
    close: () => db.destroy(),
  };
}
