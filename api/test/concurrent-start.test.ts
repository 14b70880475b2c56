import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { apiConfig } from '../src/env.ts';
import { type ApiRuntime, startApiRuntime } from '../src/runtime.ts';

const REPLICAS = 4;
// Runs in the postgres project only (vitest.config.ts): the embedded database has one process.
describe('several API replicas starting together on one empty database', () => {
  const runtimes: ApiRuntime[] = [];
  let drop: (() => Promise<void>) | undefined;
  const messages: string[] = [];

  afterAll(async () => {
    await Promise.all(runtimes.map((runtime) => runtime.close()));
    await drop?.();
  });

  it('migrate, seed and create the first admin exactly once, and share one signing key', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    drop = scratch.drop;
    const config = apiConfig({
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-test-password',
      LOG_LEVEL: 'info',
    });
    // One logger for every replica, writing into `messages`, to count who did the start-up work.
    const logger = pino(
      { level: 'info' },
      {
        write: (line: string) => {
          messages.push((JSON.parse(line) as { msg: string }).msg);
        },
      },
    );

    const started = await Promise.all(
      Array.from({ length: REPLICAS }, async () =>
        startApiRuntime(config, {
          logger,
          database: await openDatabase({ url: scratch.url, poolSize: 3 }),
        }),
      ),
    );
    runtimes.push(...started);
    expect(messages.filter((m) => m === 'database migrated')).toHaveLength(1);
    expect(messages.filter((m) => m === 'demo content seeded')).toHaveLength(1);
    expect(messages.filter((m) => m === 'first admin user created')).toHaveLength(1);

    const db = started[0]?.deps.db;
    if (!db) throw new Error('no replica started');
    const count = async (table: string) =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db))
          .rows[0]?.n,
      );
    expect(await count('services')).toBe(6);
    expect(await count('users')).toBe(1);

    // A token signed by one replica is accepted by every other one.
    const login = await started[0]?.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'a-long-test-password' }),
    });
    const { token } = (await login?.json()) as { token: string };
    for (const runtime of started) {
      const answer = await runtime.app.request('/api/callback-requests', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
    }
  });
});
