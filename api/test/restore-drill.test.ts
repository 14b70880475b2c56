import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { authenticatorCode } from '@tow/server-kit/test-support/authenticator-code';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { takeBackup } from '../src/backups/take-backup.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { startApiProcess } from './support/api-process.ts';
import { runBackupCommand, writtenBackup } from './support/backup-commands.ts';
import { fillProduct } from './support/fill-product.ts';
import { startTestPushService } from './support/push-service.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { readEveryRow, rowsMissing, type TableRows } from './support/table-rows.ts';
import { TEST_TLS_FILES } from './support/test-tls.ts';
import { useTextingApi } from './support/texting-api.ts';
import { waitFor } from './support/wait-for.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const sink = await startSmtpSink();
const pushService = await startTestPushService(TEST_TLS_FILES);
const alertSettings = {
  SMTP_URL: sink.url,
  ALERT_EMAIL_FROM: 'alerts@recovery.example',
  ALERT_EMAIL_TO: 'duty@recovery.example',
  VAPID_SUBJECT: 'mailto:ops@recovery.example',
};
const { api, reply } = await useTextingApi({ SEED_DEMO: 'true', ...alertSettings });
const folder = mkdtempSync(join(tmpdir(), 'restore-drill-'));
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await sink.close();
  await pushService.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * No alert, text or escalation due is left to run, the daily housekeeping has had its turn and
 * the hit counts are in the database.
 */
async function settled(db: DatabaseHandle['db']): Promise<void> {
  await waitFor(
    'the jobs due to be done and housekeeping to have run',
    async () => {
      const { rows } = await sql<{ due: number; retention: number }>`
      select (select count(*) from jobs where state = 'pending' and run_at <= now())::int as due,
             (select count(*) from app_settings where name = 'last_run:retention')::int as retention`.execute(
        db,
      );
      return rows[0]?.due === 0 && rows[0]?.retention === 1 ? true : undefined;
    },
    60_000,
  );
  // The replicas share their hit counts a second late: the rows hold still once two reads a few
  // seconds apart agree (a busy machine delays the sharing).
  let shared = '';
  await waitFor(
    'the hit counts to be shared',
    async () => {
      const { rows } = await sql`select * from rate_limit_hits`.execute(db);
      const now = JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());
      const still = now === shared;
      shared = now;
      return still ? true : undefined;
    },
    60_000,
    2_500,
  );
}

const idsOf = (rows: string[]) =>
  new Set(rows.map((row) => (JSON.parse(row) as { id: number }).id));

/**
 * The source at the backup's moment holds the backup's own run as it was then: started, its
 * outcome not yet known. The source today has the outcome written since.
 */
function asWhenTheBackupStarted(rows: TableRows, file: string): TableRows {
  const runs = (rows.backup_runs ?? []).map((row) => {
    const run = JSON.parse(row) as Record<string, unknown>;
    if (run.file !== file) return row;
    return JSON.stringify({
      ...run,
      error: null,
      file: null,
      finished_at: null,
      outcome: null,
      size_bytes: null,
    });
  });
  return { ...rows, backup_runs: runs.sort() };
}

async function restoreInto(
  path: string,
): Promise<{ env: Record<string, string>; rows: TableRows }> {
  let env: Record<string, string>;
  if (onPostgres) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, 'drill');
    cleanups.push(scratch.drop);
    env = { DATABASE_URL: scratch.url };
  } else {
    env = { DATABASE_URL: '', DATA_DIR: join(folder, 'restored-data') };
  }
  const restored = await runBackupCommand('restore', [path], env);
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  expect(restored.stdout).toContain(`Restored ${path} into`);
  const database = await openDatabase(
    onPostgres ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR as string },
  );
  try {
    return { env, rows: await readEveryRow(database.db) };
  } finally {
    await database.close();
  }
}

describe('the restore drill', () => {
  it('restores a backup taken while requests keep arriving: every table as it was at that moment, every request acknowledged before it began, and the product starts on it', async () => {
    const db = api.runtime.deps.db;
    const filled = await fillProduct(api, pushService.newBrowser(), reply);
    await settled(db);
    // From here the rows the product already holds stay as they are, so that the source at the
    // backup's moment is known exactly: the jobs of new requests wait (the job runner stops, as
    // when its thread is busy) and each driver comes from an address and phone of their own.
    await api.runtime.jobs.stop();
    const before = await readEveryRow(db);

    const acknowledged: { id: number; at: number }[] = [];
    let arriving = true;
    const arrivals = (async () => {
      for (let n = 1; arriving; n += 1) {
        const answer = await api.call('POST', '/api/callback-requests', {
          headers: {
            'x-forwarded-for': `198.51.${n >> 8}.${n & 255}`,
            'idempotency-key': randomUUID(),
          },
          body: {
            name: 'Dev Arrival',
            phone: `07800 ${String(n).padStart(6, '0')}`,
            location: 'A38(M) Aston Expressway',
            service_type: 'Towing',
            urgency: 'emergency',
          },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        acknowledged.push({ id: answer.body.request.id, at: Date.now() });
        // A driver every few tens of milliseconds: a busy night, not a flood.
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    await waitFor('5 requests', async () => (acknowledged.length >= 5 ? true : undefined), 60_000);

    const backupStarted = Date.now();
    let path: string;
    if (onPostgres) {
      const backup = await runBackupCommand('backup', [], {
        DATABASE_URL: api.runtime.database.url ?? '',
        BACKUP_DIR: folder,
      });
      path = writtenBackup(backup);
    } else {
      // The embedded database takes one process at a time: the running product backs itself up,
      // as its schedule does.
      const backup = await takeBackup(api.runtime.database, {
        dir: folder,
        keep: 5,
        trigger: 'schedule',
        scheduledFor: new Date(backupStarted),
      });
      if (backup?.outcome !== 'success')
        throw new Error(`backup failed: ${JSON.stringify(backup)}`);
      path = backup.path;
    }
    const afterBackup = acknowledged.length;
    await waitFor(
      '5 requests after the backup',
      async () => (acknowledged.length >= afterBackup + 5 ? true : undefined),
      60_000,
    );
    arriving = false;
    await arrivals;
    const source = asWhenTheBackupStarted(await readEveryRow(db), basename(path));

    const restored = await restoreInto(path);
    expect(Object.keys(restored.rows)).toEqual(Object.keys(source));
    for (const [table, rows] of Object.entries(restored.rows)) {
      expect(rowsMissing(rows, source[table] ?? []), `${table}: rows the source never had`).toEqual(
        [],
      );
      expect(rowsMissing(before[table] ?? [], rows), `${table}: rows from before it, lost`).toEqual(
        [],
      );
    }
    // Everything the product keeps is in the comparison, not only empty tables.
    for (const table of [
      'services',
      'reviews',
      'locations',
      'seo_settings',
      'users',
      'recovery_codes',
      'push_subscriptions',
      'on_call_shifts',
      'vehicles',
      'callback_request_history',
      'jobs',
      'sms_messages',
      'audit_events',
      'idempotency_keys',
      'app_secrets',
    ])
      expect(restored.rows[table]?.length, `${table} rows`).toBeGreaterThan(0);
    const restoredIds = idsOf(restored.rows.callback_requests ?? []);
    for (const { id } of acknowledged.filter((request) => request.at < backupStarted))
      expect(restoredIds.has(id), `request ${id}, acknowledged before the backup`).toBe(true);
    for (const id of filled.requestIds) expect(restoredIds.has(id)).toBe(true);
    // The requests after it are not in it, and nothing of theirs is: each restored request comes
    // with all of its history, jobs, texts and live events.
    expect(restoredIds.size).toBeLessThan((source.callback_requests ?? []).length);
    for (const [table, rows] of Object.entries(source)) {
      for (const row of rowsMissing(rows, restored.rows[table] ?? [])) {
        const requestId = (JSON.parse(row) as { callback_request_id?: number }).callback_request_id;
        if (requestId !== undefined)
          expect(restoredIds.has(requestId), `${table} row of restored request: ${row}`).toBe(
            false,
          );
      }
    }

    const product = await startApiProcess('restored', { ...restored.env, ...alertSettings });
    cleanups.push(() => product.stop());
    const post = (path: string, body: unknown) =>
      fetch(`${product.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
        body: (await response.json()) as any,
      }));
    const first = await post('/api/auth/login', {
      email: filled.staff.email,
      password: filled.staff.password,
    });
    expect(first.body.challenge).toEqual(expect.any(String));
    const signedIn = await post('/api/auth/two-factor', {
      challenge: first.body.challenge,
      code: authenticatorCode(filled.staff.totpSecret),
    });
    expect(signedIn.status).toBe(200);
    const lastBefore = acknowledged.filter((request) => request.at < backupStarted).at(-1);
    const history = await fetch(`${product.url}/api/callback-requests/${lastBefore?.id}/history`, {
      headers: { authorization: `Bearer ${signedIn.body.token}` },
    });
    expect(history.status).toBe(200);
    expect(((await history.json()) as { history: unknown[] }).history.length).toBeGreaterThan(0);
    // The alerts its jobs were waiting to send go out from the restored product.
    await sink.waitFor((email) => email.mail.subject?.includes('Dev Arrival') ?? false);
  }, 600_000);
});
