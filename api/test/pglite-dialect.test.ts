import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IMAGE } from '../src/db/embedded-image.ts';
import { EmbeddedThread } from '../src/db/embedded-thread.ts';
import { PGliteDialect } from '../src/db/pglite-dialect.ts';

interface Tables {
  notes: { id: number; body: string };
}

/** The embedded database's thread, counting the messages sent to it. */
class CountedThread extends EmbeddedThread {
  messages = 0;
  override query<R>(text: string, params?: unknown[]) {
    this.messages += 1;
    return super.query<R>(text, params);
  }
  override beginWith<R>(text: string, params?: unknown[]) {
    this.messages += 1;
    return super.beginWith<R>(text, params);
  }
}

describe('transactions on the embedded database', () => {
  const thread = new CountedThread({ dataDir: 'memory://', image: BUILT_IMAGE });
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(thread) });
  const bodies = async () =>
    (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((row) => row.body);

  beforeAll(async () => {
    await thread.waitReady;
    await sql`create table notes (id int primary key, body text not null)`.execute(db);
  }, 120_000);
  afterAll(() => db.destroy());

  it('send their begin with the first statement: one message fewer to the thread', async () => {
    const before = thread.messages;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, body: 'first' }).execute();
      await trx.insertInto('notes').values({ id: 2, body: 'second' }).execute();
    });
    // The two statements (the first with its begin) and the commit.
    expect(thread.messages - before).toBe(3);
    expect(await bodies()).toEqual(['first', 'second']);
  });

  it('keep nothing of a transaction whose first statement fails, and the next one runs', async () => {
    const refused = await db
      .transaction()
      .execute((trx) => trx.insertInto('notes').values({ id: 1, body: 'again' }).execute())
      .catch((error: Error) => error);
    expect(refused).toMatchObject({ code: '23505' });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 3, body: 'third' }).execute();
    });
    expect(await bodies()).toEqual(['first', 'second', 'third']);
  });

  it('keep nothing of a transaction given up after its statements', async () => {
    const givenUp = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 4, body: 'fourth' }).execute();
        throw new Error('changed our mind');
      })
      .catch((error: Error) => error.message);
    expect(givenUp).toBe('changed our mind');
    expect(await bodies()).toEqual(['first', 'second', 'third']);
  });

  it('send nothing for a transaction that ran no statement, and leave none open', async () => {
    const before = thread.messages;
    await db.transaction().execute(async () => undefined);
    await db
      .transaction()
      .execute(async () => {
        throw new Error('nothing to do');
      })
      .catch(() => undefined);
    expect(thread.messages - before).toBe(0);
    // Left open, a transaction would hold both statements: one transaction id, not two.
    const transactionId = async () =>
      (await sql<{ id: string }>`select txid_current()::text as id`.execute(db)).rows[0]?.id;
    expect(await transactionId()).not.toBe(await transactionId());
  });
});
