import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh database on the TEST_DATABASE_URL server for one test run; `drop` removes it. */
export async function createRunDatabase(serverUrl: string) {
  const name = `towing_topology_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Runs one query on the run's database. */
    query: async <Row>(text: string, values: unknown[] = []): Promise<Row[]> => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
