import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { DATE_OID, type DatabaseHandle, type DatabaseOptions, NUMERIC_OID } from './database.ts';
import { BUILT_IMAGE, readEmbeddedImage } from './embedded-image.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/** The embedded database of `openDatabase` (database.ts), in the process itself. */
export async function openEmbedded(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const image = options.image === undefined ? (inMemory ? null : BUILT_IMAGE) : options.image;
  const isNew = inMemory || !existsSync(join(resolve(dataDir), 'PG_VERSION'));
  const loadDataDir = isNew && image ? readEmbeddedImage(image) : undefined;
  const client = await PGlite.create(inMemory ? dataDir : resolve(dataDir), {
    ...(loadDataDir ? { loadDataDir } : {}),
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
        return client.dumpDataDir('gzip');
      }),
    close: () => db.destroy(),
  };
}
