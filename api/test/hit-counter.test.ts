import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createHitCounter, type HitCounter } from '../src/lib/hit-counter.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

const api = useTestApi();
// A day's window: a test never straddles two.
const DAY = 86_400_000;

/** Hits `key` on `counter` until its count holds the hits made `elsewhere` and its own. */
async function hitUntilCounted(
  counter: HitCounter,
  key: string,
  { elsewhere, ownSoFar }: { elsewhere: number; ownSoFar: number },
) {
  let own = ownSoFar;
  await waitFor(
    `${elsewhere} hits made elsewhere to count`,
    async () => {
      own += 1;
      const { hits } = await counter.hit(key, DAY);
      return hits === elsewhere + own ? true : undefined;
    },
    10_000,
    200,
  );
}

describe('rate-limit hits counted by each replica and shared through the database', () => {
  it('counts every hit of one address exactly on one replica, however many arrive at once', async () => {
    const replica = createHitCounter(api.runtime.deps.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => replica.hit('nat:198.51.100.1', DAY)),
    );
    expect(answers.map((answer) => answer.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect((await replica.hit('nat:198.51.100.1', DAY)).hits).toBe(51);
  });

  it("counts another replica's hits of the same address within seconds, exactly", async () => {
    const first = createHitCounter(api.runtime.deps.db);
    const second = createHitCounter(api.runtime.deps.db);
    for (let i = 0; i < 3; i++) await first.hit('nat:198.51.100.2', DAY);
    await hitUntilCounted(second, 'nat:198.51.100.2', { elsewhere: 3, ownSoFar: 0 });
  });
});

describe('rate-limit hits counted by the only process (the embedded database)', () => {
  it("answers a key's first hit without waiting for the database", async () => {
    const alone = createHitCounter(api.runtime.deps.db, { alone: true });
    // The table locked (and, embedded, the only connection held): a hit that waited for its
    // stored total would never be answered here.
    await api.runtime.deps.db.transaction().execute(async (trx) => {
      await sql`lock table rate_limit_hits in access exclusive mode`.execute(trx);
      expect((await alone.hit('nat:198.51.100.3', DAY)).hits).toBe(1);
      expect((await alone.hit('nat:198.51.100.3', DAY)).hits).toBe(2);
    });
  });

  it('adds what an earlier run of the process stored in the window once it is read back', async () => {
    const earlier = createHitCounter(api.runtime.deps.db, { alone: true });
    for (let i = 0; i < 3; i++) await earlier.hit('nat:198.51.100.4', DAY);
    await waitFor(
      "the earlier run's hits stored",
      async () => {
        const row = await api.runtime.deps.db
          .selectFrom('rate_limit_hits')
          .select('hits')
          .where('key', '=', 'nat:198.51.100.4')
          .executeTakeFirst();
        return row?.hits === 3 ? true : undefined;
      },
      10_000,
      200,
    );
    const restarted = createHitCounter(api.runtime.deps.db, { alone: true });
    expect((await restarted.hit('nat:198.51.100.4', DAY)).hits).toBe(1);
    await hitUntilCounted(restarted, 'nat:198.51.100.4', { elsewhere: 3, ownSoFar: 1 });
  });
});

describe('rate-limit windows kept in memory', () => {
  it('forgets the least recently hit past those it keeps, and counts a forgotten address again from the database', async () => {
    const replica = createHitCounter(api.runtime.deps.db, { keep: 2 });
    for (let i = 0; i < 3; i++) await replica.hit('nat:198.51.100.5', DAY);
    await replica.hit('nat:198.51.100.6', DAY);
    await replica.hit('nat:198.51.100.7', DAY);
    await waitFor(
      'the windows past two forgotten',
      async () => (replica.kept() <= 2 ? true : undefined),
      10_000,
      200,
    );
    expect((await replica.hit('nat:198.51.100.5', DAY)).hits).toBe(4);
  });
});
