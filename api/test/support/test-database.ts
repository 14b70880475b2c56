import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { embeddedClusterFiles } from './embedded-cluster.ts';

/**
 * A database of this test file's own: an in-memory PGlite (a copy of the new cluster the global
 * setup made), or a fresh database created on the TEST_DATABASE_URL server (dropped again by
 * `close`). Empty either way: the API migrates it when it starts.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ dataDir: 'memory://', initialFiles: await embeddedClusterFiles() });
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
