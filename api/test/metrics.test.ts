import { afterAll, describe, expect, it } from 'vitest';
import {
  finishBackupRun,
  readLastBackups,
  startBackupRun,
} from '../src/db/repositories/backup-runs.ts';
import { MOTORWAY_BREAKDOWN, submitCallbackRequest } from './support/callback-request.ts';
import { readEventStream } from './support/event-stream.ts';
import { parseMetrics, type Sample, sampleValue } from './support/metrics-text.ts';
import { startSmtpSink } from './support/smtp-sink.ts';
import { type TestApi, useTestApi } from './support/test-api.ts';
import { useTextingApi } from './support/texting-api.ts';
import { waitFor } from './support/wait-for.ts';

const METRICS_TOKEN = 'a-metrics-token-only-prometheus-knows';
const REPLICA = 'api-test-1';

const sink = await startSmtpSink();
const { api, provider, reply } = await useTextingApi({
  METRICS_TOKEN,
  REPLICA_NAME: REPLICA,
  SMTP_URL: sink.url,
  ALERT_EMAIL_FROM: 'Recovery alerts <alerts@recovery.example>',
  ALERT_EMAIL_TO: 'duty@recovery.example',
  // A job that fails is given up at once: the failed count moves within the test. A mail
  // connection the closed server left hanging fails when its lease ends, within the wait too.
  JOB_MAX_ATTEMPTS: '1',
  JOB_LEASE_MS: '15000',
});

let sinkOpen = true;
afterAll(async () => {
  if (sinkOpen) await sink.close();
});

async function scrape(on: TestApi = api, authorization = `Bearer ${METRICS_TOKEN}`) {
  return on.runtime.app.request('/metrics', { headers: { authorization } });
}

async function metrics(): Promise<Sample[]> {
  const answer = await scrape();
  expect(answer.status).toBe(200);
  return parseMetrics(await answer.text());
}

/** Scrapes until `name{labels}` reads `expected` (the job counts are read at most every 5 s). */
async function untilSample(
  name: string,
  labels: Record<string, string>,
  expected: number,
  timeoutMs = 30_000,
) {
  return waitFor(
    `${name} ${JSON.stringify(labels)} = ${expected}`,
    async () => ((await metricValue(name, labels)) === expected ? true : undefined),
    timeoutMs,
    200,
  );
}

const metricValue = async (name: string, labels: Record<string, string>) =>
  sampleValue(await metrics(), name, labels);

const REQUESTS = 'tow_http_request_duration_seconds_count';

// The job counts are read at most every 5 s: waiting for one may take that long.
describe('GET /metrics with METRICS_TOKEN set', { timeout: 60_000 }, () => {
  it('answers 401 without the token, with a wrong one, or with the token not as a bearer', async () => {
    for (const authorization of [
      '',
      'Bearer wrong-token',
      `Bearer ${METRICS_TOKEN}x`,
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const answer = await scrape(api, authorization);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await answer.json()).toEqual({
        success: false,
        message: 'The metrics need the METRICS_TOKEN as a bearer token',
      });
    }
  });

  it('answers Prometheus text with every series labelled with the replica, and Node process metrics', async () => {
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const samples = parseMetrics(await answer.text());
    expect(samples.length).toBeGreaterThan(50);
    expect(samples.filter((sample) => sample.labels.replica !== REPLICA)).toEqual([]);
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('is left out of the public OpenAPI document', async () => {
    const document = await api.call('GET', '/api/openapi.json');
    expect(Object.keys(document.body.paths).filter((path) => path.includes('metrics'))).toEqual([]);
  });

  it('counts requests by route pattern and status, never by the path as sent', async () => {
    const token = await api.login();
    for (const id of [987_654, 987_655]) {
      const answer = await api.call('GET', `/api/callback-requests/${id}/history`, { token });
      expect(answer.status).toBe(404);
    }
    expect((await api.call('GET', '/api/no-such-call/123456')).status).toBe(404);
    // The second read is answered from memory, before any routing: it counts the same.
    for (let read = 0; read < 2; read += 1) {
      expect((await api.call('GET', '/api/services/active')).status).toBe(200);
    }
    const answer = await scrape();
    const text = await answer.text();
    expect(text).not.toContain('987654');
    expect(text).not.toContain('123456');
    const samples = parseMetrics(text);
    expect(
      sampleValue(samples, REQUESTS, {
        method: 'GET',
        route: '/api/callback-requests/{id}/history',
        status: '404',
      }),
    ).toBe(2);
    expect(sampleValue(samples, REQUESTS, { route: '(unmatched)', status: '404' })).toBe(1);
    expect(sampleValue(samples, REQUESTS, { route: '/api/services/active', status: '200' })).toBe(
      2,
    );
    expect(
      sampleValue(samples, 'tow_http_request_duration_seconds_bucket', {
        route: '/api/services/active',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'tow_http_request_duration_seconds_sum', {
        route: '/api/services/active',
      }),
    ).toBeGreaterThan(0);
  });

  it('times each delivered alert from its request, by channel, and counts the texts sent', async () => {
    const request = await submitCallbackRequest(api, MOTORWAY_BREAKDOWN);
    await sink.waitFor((email) => (email.mail.text ?? '').includes(`/callbacks/${request.id}`));
    await untilSample('tow_alert_delivery_seconds_count', { channel: 'email', alert: 'new' }, 1);
    await untilSample('tow_texts_total', { audience: 'driver', outcome: 'sent' }, 1);
    const samples = await metrics();
    const seconds = sampleValue(samples, 'tow_alert_delivery_seconds_sum', { channel: 'email' });
    expect(seconds).toBeGreaterThan(0);
    // No browser is subscribed: a push that reached nobody is not a delivery.
    expect(sampleValue(samples, 'tow_alert_delivery_seconds_count', { channel: 'push' })).toBe(
      undefined,
    );
  });

  it('counts the texts refused (STOP) and failed (refused by the provider for good)', async () => {
    await reply('+447700900123', 'STOP');
    await submitCallbackRequest(api, MOTORWAY_BREAKDOWN);
    await untilSample('tow_texts_total', { audience: 'driver', outcome: 'refused' }, 1);

    provider.refuseWith(400, 21211, "The 'To' number is not a valid phone number.");
    try {
      await submitCallbackRequest(api, { ...MOTORWAY_BREAKDOWN, phone: '07700 900456' });
      await untilSample('tow_texts_total', { audience: 'driver', outcome: 'failed' }, 1);
    } finally {
      provider.acceptAgain();
    }
  });

  // The send to the closed mail server may hang until the job's lease ends (15 s), and a busy
  // machine's job runner takes a while to claim it again: the wait allows for both.
  it('shows the jobs table: a job given up is counted failed, by kind, on every replica', {
    timeout: 150_000,
  }, async () => {
    expect(await metricValue('tow_jobs', { kind: 'alert.email', state: 'failed' })).toBe(0);
    await sink.close();
    sinkOpen = false;
    await submitCallbackRequest(api, { ...MOTORWAY_BREAKDOWN, phone: '07700 900789' });
    await untilSample('tow_jobs', { kind: 'alert.email', state: 'failed' }, 1, 120_000);
    const samples = await metrics();
    for (const state of ['waiting', 'running', 'retrying', 'failed']) {
      expect(sampleValue(samples, 'tow_jobs', { kind: 'escalation', state })).toBeTypeOf('number');
    }
    // The emergency's escalation is written, not due yet: not counted as waiting.
    expect(sampleValue(samples, 'tow_jobs', { kind: 'escalation', state: 'waiting' })).toBe(0);
    expect(sampleValue(samples, 'tow_jobs_oldest_unfinished_seconds', { kind: 'escalation' })).toBe(
      0,
    );
  });

  it('counts the consoles holding the live stream open on this replica', async () => {
    const token = await api.login();
    expect(await metricValue('tow_live_stream_clients', {})).toBe(0);
    const response = await api.runtime.app.request('/api/events', {
      headers: { authorization: `Bearer ${token}` },
    });
    const stream = await readEventStream(response);
    try {
      await untilSample('tow_live_stream_clients', {}, 1);
    } finally {
      await stream.close();
    }
    await untilSample('tow_live_stream_clients', {}, 0);
  });

  it('shows the last backup of each outcome on record, whichever replica or command took it', async () => {
    expect(await metricValue('tow_backup_last_timestamp_seconds', {})).toBe(undefined);
    const { db } = api.runtime.deps;
    const start = {
      trigger: 'schedule' as const,
      databaseKind:
        process.env.TEST_DB === 'postgres' ? ('postgres' as const) : ('embedded' as const),
      worker: 'another-replica',
    };
    const good = await startBackupRun(db, {
      ...start,
      scheduledFor: new Date('2026-11-28T02:30:00Z'),
    });
    await finishBackupRun(db, good ?? 0, { outcome: 'success', file: 'towing.dump', sizeBytes: 1 });
    const bad = await startBackupRun(db, {
      ...start,
      scheduledFor: new Date('2026-11-29T02:30:00Z'),
    });
    await finishBackupRun(db, bad ?? 0, {
      outcome: 'failure',
      file: null,
      error: 'No space left on device',
    });
    const { last_success, last_failure } = await readLastBackups(db);
    const seconds = (iso: string | null | undefined) => Date.parse(iso ?? '') / 1000;
    await untilSample(
      'tow_backup_last_timestamp_seconds',
      { outcome: 'success' },
      seconds(last_success?.finished_at),
    );
    expect(await metricValue('tow_backup_last_timestamp_seconds', { outcome: 'failure' })).toBe(
      seconds(last_failure?.finished_at),
    );
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const bare = useTestApi();

  it('does not exist: 404, whatever token is sent', async () => {
    for (const authorization of ['', `Bearer ${METRICS_TOKEN}`]) {
      const answer = await scrape(bare, authorization);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        success: false,
        message: 'No such API call: GET /metrics',
      });
    }
  });
});
