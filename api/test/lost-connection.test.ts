import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { againIfConnectionLost, isLostDatabaseConnection } from '../src/lib/database-errors.ts';
import { openTestDatabase } from './support/test-database.ts';

// PostgreSQL only (vitest.config.ts): an embedded database has no connection to lose.
describe('a PostgreSQL connection lost under a request', () => {
  let database: DatabaseHandle;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = await sql<{ url: string }>`select current_database() as url`.execute(
      database.db,
    );
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.url}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  /** Ends every other session on this database, as an operator or a server restart would. */
  const endSessions = () =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );

  it('fails only the query on a connection ended while checked out, and the process lives on', async () => {
    const failure = await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await endSessions();
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isLostDatabaseConnection(failure)).toBe(true);
    // The pool hands out working connections again.
    await expect(
      againIfConnectionLost(() => sql<{ one: number }>`select 1 as one`.execute(database.db)),
    ).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('runs a transaction again on a fresh connection when every pooled one was ended', async () => {
    // Fill the pool with idle connections, then end them all.
    await Promise.all(
      Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(database.db)),
    );
    await endSessions();
    let tries = 0;
    const answer = await againIfConnectionLost(() =>
      database.db.transaction().execute(async (trx) => {
        tries += 1;
        return (await sql<{ one: number }>`select 1 as one`.execute(trx)).rows[0]?.one;
      }),
    );
    expect(answer).toBe(1);
    expect(tries).toBeGreaterThanOrEqual(1);
  });

  it('does not run again what failed for another reason', async () => {
    let tries = 0;
    await expect(
      againIfConnectionLost(async () => {
        tries += 1;
        await sql`select 1 / 0`.execute(database.db);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect(tries).toBe(1);
  });
});
