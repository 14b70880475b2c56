import { readdirSync } from 'node:fs';
import { readProcStat } from '@tow/server-kit/proc-stat';
import { describe, expect, it } from 'vitest';
import { findCallbackRequest } from '../src/db/repositories/callback-requests.ts';
import { sharedWhileQueued } from '../src/lib/shared-reads.ts';
import { submitBreakdown } from './support/callback-request.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const onPostgres = process.env.TEST_DB === 'postgres';

/** The nice value of each thread of this process, by thread id (Linux). */
function niceByThread(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    nices.set(Number(tid), readProcStat(`/proc/self/task/${tid}/stat`)?.nice ?? Number.NaN);
  }
  return nices;
}

describe('where the jobs run', () => {
  it.runIf(onPostgres && process.platform === 'linux')(
    'on PostgreSQL, on a thread of their own at nice 10, the thread answering requests left at 0',
    () => {
      const nices = niceByThread();
      expect(nices.get(process.pid)).toBe(0);
      expect([...nices.values()].filter((nice) => nice === 10)).toHaveLength(1);
      // Named for this process, as the lease takeover after a crash needs.
      expect(api.runtime.jobs.worker).toContain(`:${process.pid}:`);
    },
  );

  it.runIf(!onPostgres && process.platform === 'linux')(
    'on the embedded database, in the process itself: no thread is lowered',
    () => {
      expect([...niceByThread().values()].every((nice) => nice === 0)).toBe(true);
    },
  );
});

describe('a read shared by the jobs started together', () => {
  it('is made once for the callers of one turn, and again for a caller after a write it saw commit', async () => {
    const { db } = api.runtime.deps;
    const { id } = await submitBreakdown(api);
    let reads = 0;
    const read = sharedWhileQueued((key: number) => {
      reads += 1;
      return findCallbackRequest(db, key);
    });
    const [first, second] = await Promise.all([read(id), read(id)]);
    expect(reads).toBe(1);
    expect(second).toBe(first);

    await db
      .updateTable('callback_requests')
      .set({ location: 'M6 J8' })
      .where('id', '=', id)
      .execute();
    expect((await read(id))?.location).toBe('M6 J8');
    expect(reads).toBe(2);
  });
});
