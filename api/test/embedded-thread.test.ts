import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IMAGE } from '../src/db/embedded-image.ts';
import { EmbeddedThread } from '../src/db/embedded-thread.ts';

describe("the embedded database's thread", () => {
  const thread = new EmbeddedThread({ dataDir: 'memory://', image: BUILT_IMAGE });

  beforeAll(() => thread.waitReady, 120_000);
  afterAll(() => thread.close());

  it('answers queries with their rows and counts, parsed as in the process itself', async () => {
    await thread.exec('create table t (id int8 primary key, day date, amount numeric(6, 2))');
    const inserted = await thread.query('insert into t values ($1, $2, $3), ($4, $5, $6)', [
      1,
      '2026-11-27',
      '12.50',
      2,
      '2026-11-28',
      '3',
    ]);
    expect(inserted.affectedRows).toBe(2);
    const { rows } = await thread.query('select * from t order by id');
    expect(rows).toEqual([
      { id: 1, day: '2026-11-27', amount: 12.5 },
      { id: 2, day: '2026-11-28', amount: 3 },
    ]);
  });

  it("refuses with PostgreSQL's own code, constraint and detail, which the API's answers are made from", async () => {
    const refused = await thread.query('insert into t (id) values (1)').catch((error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(refused.detail).toMatch(/Key \(id\)=\(1\) already exists/);
  });

  it('hands each NOTIFY on a channel to its listener until it stops listening', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('news', (payload) => heard.push(payload));
    await thread.query("select pg_notify('news', 'first')");
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await thread.query("select pg_notify('news', 'second')");
    await thread.query('select 1');
    expect(heard).toEqual(['first']);
  });

  it('copies its data folder as a gzipped tar', async () => {
    const dump = await thread.dumpDataDir();
    const bytes = new Uint8Array(await dump.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(bytes.length).toBeGreaterThan(1_000_000);
  });
});

it('says why when the data folder cannot be made', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'embedded-thread-')), 'a-file');
  await writeFile(file, 'not a folder');
  const thread = new EmbeddedThread({ dataDir: join(file, 'data'), image: null });
  await expect(thread.waitReady).rejects.toThrow(/ENOTDIR/);
});

// From the build's image, like the thread above: an initdb of its own took over 20 s on a busy
// machine (CI).
it('refuses calls once closed, saying so', { timeout: 60_000 }, async () => {
  const thread = new EmbeddedThread({ dataDir: 'memory://', image: BUILT_IMAGE });
  await thread.waitReady;
  await thread.close();
  await expect(thread.query('select 1')).rejects.toThrow(
    "the embedded database's thread is closed",
  );
});
