import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { BUILT_IMAGE } from '../../src/db/embedded-image.ts';

/**
 * A database of this test file's own: an in-memory PGlite, or a fresh database created on the
 * TEST_DATABASE_URL server (dropped again by `close`). The in-memory one starts from the build's
 * image (`npm test` builds it first), which saves each file an initdb; without a current image it
 * goes through initdb as before.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ dataDir: 'memory://', image: BUILT_IMAGE });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const scratch = await createScratchDatabase(serverUrl);
  const handle = await openDatabase({ url: scratch.url, poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
