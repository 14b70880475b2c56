import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackupSchedule } from '../src/backups/backup-schedule.ts';
import { readLastBackups } from '../src/db/repositories/backup-runs.ts';
import { apiConfig, readApiConfig } from '../src/env.ts';
import { type ApiRuntime, startApiRuntime } from '../src/runtime.ts';
import { addStaffMember, teamMember } from './support/staff.ts';
import { ADMIN, testApiConfig, useTestApi } from './support/test-api.ts';
import { openTestDatabase } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';

const folder = mkdtempSync(join(tmpdir(), 'backup-schedule-'));
const backupDir = join(folder, 'backups');
// Every two seconds (a sixth field in front counts seconds), keeping the last two.
const api = useTestApi({
  BACKUP_SCHEDULE: '*/2 * * * * *',
  BACKUP_KEEP: '2',
  BACKUP_DIR: backupDir,
});

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const UK_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

describe('scheduled backups', { timeout: 120_000 }, () => {
  it('are taken by the running product on BACKUP_SCHEDULE, keeping the newest BACKUP_KEEP files', async () => {
    const db = api.runtime.deps.db;
    await waitFor(
      'three scheduled backups',
      async () => {
        const { count } = await db
          .selectFrom('backup_runs')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('outcome', '=', 'success')
          .executeTakeFirstOrThrow();
        return Number(count) >= 3 ? true : undefined;
      },
      90_000,
    );
    const { last_success } = await readLastBackups(db);
    expect(last_success).toMatchObject({ trigger: 'schedule', error: null });
    const files = readdirSync(backupDir).filter((name) => !name.endsWith('.partial'));
    expect(files.length).toBeLessThanOrEqual(2);
    expect(files).toContain(last_success?.file);
  });

  it('show the owner when, which file and how big the last one was, and when the next is due', async () => {
    const owner = await api.login();
    const answer = await api.call('GET', '/api/backups', { token: owner });
    expect(answer.status).toBe(200);
    const { backups } = answer.body;
    expect(backups).toMatchObject({ schedule: '*/2 * * * * *', keep: 2, directory: backupDir });
    expect(Date.parse(backups.next_at)).toBeGreaterThan(
      Date.parse(backups.last_success.started_at),
    );
    expect(backups.last_success).toEqual({
      trigger: 'schedule',
      started_at: expect.any(String),
      finished_at: expect.any(String),
      file: expect.stringMatching(/^towing-(postgres|embedded)-.+Z\.(dump|tar\.gz)$/),
      size_bytes: expect.any(Number),
      error: null,
    });
    expect(backups.last_failure).toBeNull();
    // The rest of the file needs no more backups of this database.
    await api.runtime.deps.backups.stop();
  });

  it('are the owner’s to see: staff are refused, and so is a caller without a token', async () => {
    const owner = await api.login();
    const staff = await addStaffMember(api, owner, teamMember('Stan Staff'));
    const refused = await api.call('GET', '/api/backups', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: 'Only an owner can see the backups. Ask an owner of this console.',
    });
    expect((await api.call('GET', '/api/backups')).status).toBe(401);
  });

  it('read BACKUP_SCHEDULE in UK time, and refuse one that is no cron expression', async () => {
    const nightly = startBackupSchedule(
      api.runtime.database,
      apiConfig({ BACKUP_SCHEDULE: '30 2 * * *' }),
      api.runtime.deps.logger,
    );
    const next = nightly.nextAt();
    await nightly.stop();
    expect(next && UK_CLOCK.format(next)).toBe('02:30');
    expect(() => readApiConfig({ BACKUP_SCHEDULE: 'every night' })).toThrow(
      'BACKUP_SCHEDULE: must be a cron expression such as 30 2 * * * (minute hour day month weekday, UK time)',
    );
  });

  it('that fail are shown to the owner with the error the folder gave', async () => {
    const blocked = join(folder, 'not-a-folder');
    writeFileSync(blocked, 'a file where the backups folder should be\n');
    let runtime: ApiRuntime | undefined;
    try {
      runtime = await startApiRuntime(
        testApiConfig({ BACKUP_SCHEDULE: '* * * * * *', BACKUP_DIR: join(blocked, 'backups') }),
        { database: await openTestDatabase() },
      );
      const { db } = runtime.deps;
      await waitFor(
        'a failed backup',
        async () => (await readLastBackups(db)).last_failure ?? undefined,
        60_000,
      );
      const login = await runtime.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const answer = await runtime.app.request('/api/backups', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { backups } = (await answer.json()) as { backups: Record<string, unknown> };
      expect(backups.last_success).toBeNull();
      expect(backups.last_failure).toEqual({
        trigger: 'schedule',
        started_at: expect.any(String),
        finished_at: expect.any(String),
        file: null,
        size_bytes: null,
        error: expect.stringContaining('ENOTDIR'),
      });
    } finally {
      await runtime?.close();
    }
  });
});
