import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from './support/api-process.ts';
import { waitFor } from './support/wait-for.ts';

// Runs in the postgres project only (vitest.config.ts): replicas share a PostgreSQL server.
describe('scheduled backups with two replicas', () => {
  const folder = mkdtempSync(join(tmpdir(), 'backup-replicas-'));
  const replicas: ApiProcess[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let client: pg.Client | undefined;

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await client?.end();
    await scratch?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('take each scheduled backup once: one file and one record for each time', async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    // Every two seconds, into one folder both reach (a shared volume in a deployment).
    const env = {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'true',
      BACKUP_SCHEDULE: '*/2 * * * * *',
      BACKUP_DIR: folder,
      BACKUP_KEEP: '1000',
    };
    replicas.push(await startApiProcess('replica-a', env));
    replicas.push(await startApiProcess('replica-b', env));
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const finished = async () =>
      (
        await client?.query<{ scheduled_for: Date; file: string | null; outcome: string }>(
          'select scheduled_for, file, outcome from backup_runs where outcome is not null order by scheduled_for',
        )
      )?.rows ?? [];
    await waitFor(
      'four scheduled backups',
      async () => ((await finished()).length >= 4 ? true : undefined),
      90_000,
    );
    await Promise.all(replicas.map((replica) => replica.stop()));
    const runs = await finished();
    expect(runs.every((run) => run.outcome === 'success')).toBe(true);
    const times = runs.map((run) => run.scheduled_for.toISOString());
    expect(new Set(times).size).toBe(times.length);
    const files = readdirSync(folder).sort();
    expect(files).toEqual(runs.map((run) => run.file).sort());
    // Each time went to one replica: the times each says it took add up to the runs.
    const taken = replicas.map(
      (replica) => replica.lines.filter((line) => line.includes('"backup written"')).length,
    );
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(runs.length);
  }, 180_000);
});
