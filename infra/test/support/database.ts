import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import pg from 'pg';

/** A fresh database on the TEST_DATABASE_URL server for one test run; `drop` removes it. */
export async function createRunDatabase(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, 'towing_topology');
  return {
    ...scratch,
    /** Runs one query on the run's database. */
    query: async <Row>(text: string, values: unknown[] = []): Promise<Row[]> => {
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
  };
}
