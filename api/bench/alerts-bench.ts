/**
 * `npm run bench:alerts`: how fast a callback request reaches staff. Two API replicas (real
 * processes) on a fresh PostgreSQL database, a local SMTP server and a local HTTPS push service;
 * 200 requests through the public endpoint of replica A; the time from each submission to the
 * live event on replica B's stream, the email received, the push decrypted. Then the same
 * submissions with no email and no push subscription, to compare the public POST.
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server; default postgres://postgres@127.0.0.1:5432/postgres.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { writeSelfSignedCertificate } from '../test/support/generate-test-tls.ts';
import { startTestPushService, type TestPushService } from '../test/support/push-service.ts';
import { type SmtpSink, startSmtpSink } from '../test/support/smtp-sink.ts';
import { type Replica, startReplica } from './replica.ts';
import { openEventStream } from './sse-client.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 10;
const IN_FLIGHT = 2;
const DELIVERY_TIMEOUT_MS = 60_000;
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench@example.com', password: 'a-long-bench-password' };
const NAME = /Bench Driver (\d+)/;

interface PhaseResult {
  post: number[];
  sse: number[];
  email: number[];
  push: number[];
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function json(response: Response) {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function submit(origin: string, i: number, label: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/callback-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // A distinct address per request, as many drivers on many phones would be.
      'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify({
      name: `${label} ${i}`,
      // A phone of its own too: the same phone within 30 minutes would join the first request.
      phone: `07700 9${String(i % 100_000).padStart(5, '0')}`,
      location: 'M6 southbound, junction 7',
      service_type: 'Towing',
      urgency: 'emergency',
      message: 'Broken down in lane 1, hazards on.',
    }),
  });
  await json(response);
  return performance.now() - started;
}

/** Calls `task(i)` for i in [from, to), `IN_FLIGHT` at a time. */
async function pool(from: number, to: number, task: (i: number) => Promise<void>) {
  let next = from;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < to) await task(next++);
    }),
  );
}

async function waitUntil(done: () => boolean) {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (!done() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

async function runPhase(
  alertsOn: boolean,
  tools: { sink: SmtpSink; push: TestPushService; cert: string },
): Promise<PhaseResult> {
  const scratch = await createScratchDatabase(SERVER_URL);
  const env: Record<string, string> = {
    DATABASE_URL: scratch.url,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'true',
    // Every measured request comes from one address and must be alerted: no spam limits.
    CALLBACK_RATE_LIMIT: '100000/1m',
    CALLBACK_SPAM_ADDRESS_LIMIT: '100000/1m',
    CALLBACK_SPAM_PHONE_LIMIT: '100000/1m',
    NODE_EXTRA_CA_CERTS: tools.cert,
    ...(alertsOn
      ? {
          SMTP_URL: tools.sink.url,
          ALERT_EMAIL_FROM: 'alerts@bench.example',
          ALERT_EMAIL_TO: 'duty@bench.example',
        }
      : {}),
  };
  const replicas: Replica[] = await Promise.all([startReplica(env), startReplica(env)]);
  const [a, b] = replicas as [Replica, Replica];
  const submitted = new Map<number, number>();
  const sseAt = new Map<number, number>();
  const emailsBefore = tools.sink.received.length;
  const pushesBefore = tools.push.received.length;
  try {
    const { token } = (await json(
      await fetch(`${a.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      }),
    )) as { token: string };
    if (alertsOn) {
      const browser = tools.push.newBrowser();
      await json(
        await fetch(`${a.origin}/api/push-subscriptions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(browser.subscription),
        }),
      );
    }
    const stream = await openEventStream(`${b.origin}/api/events`, token, (event) => {
      if (event.event !== 'callback-request.created') return;
      const match = NAME.exec((JSON.parse(event.data) as { name: string }).name);
      if (match && !sseAt.has(Number(match[1]))) sseAt.set(Number(match[1]), performance.now());
    });

    // Phones of their own (from 90000): a measured driver on a warm-up's phone would join its request.
    await pool(0, WARM_UP, async (i) => {
      await submit(a.origin, 90_000 + i, 'Warm-up Driver');
    });
    const post: number[] = [];
    await pool(0, REQUESTS, async (i) => {
      submitted.set(i, performance.now());
      post.push(await submit(a.origin, i, 'Bench Driver'));
    });

    const emails = () => tools.sink.received.slice(emailsBefore);
    const pushes = () => tools.push.received.slice(pushesBefore);
    const count = (items: { text: string }[]) =>
      new Set(items.map((x) => NAME.exec(x.text)?.[1]).filter(Boolean)).size;
    const emailTexts = () =>
      emails().map((e) => ({ text: e.mail.subject ?? '', at: e.receivedAt }));
    const pushTexts = () =>
      pushes().map((p) => ({ text: String(p.payload.title), at: p.receivedAt }));
    await waitUntil(
      () =>
        sseAt.size >= REQUESTS &&
        (!alertsOn || (count(emailTexts()) >= REQUESTS && count(pushTexts()) >= REQUESTS)),
    );
    stream.close();

    const firstArrival = (items: { text: string; at: number }[]) => {
      const at = new Map<number, number>();
      for (const item of items) {
        const match = NAME.exec(item.text);
        if (match && !at.has(Number(match[1]))) at.set(Number(match[1]), item.at);
      }
      return at;
    };
    const since = (arrivals: Map<number, number>) =>
      [...submitted].flatMap(([i, t0]) => {
        const at = arrivals.get(i);
        return at === undefined ? [] : [at - t0];
      });
    return {
      post,
      sse: since(sseAt),
      email: alertsOn ? since(firstArrival(emailTexts())) : [],
      push: alertsOn ? since(firstArrival(pushTexts())) : [],
    };
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
    await scratch.drop();
  }
}

function row(label: string, values: number[], goal: string, ok: boolean | null) {
  const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(1)} ms`);
  const received = values.length < REQUESTS ? ` (only ${values.length}/${REQUESTS} arrived)` : '';
  console.log(
    `${label.padEnd(34)}${ms(percentile(values, 50)).padStart(11)}${ms(percentile(values, 99)).padStart(11)}   ${goal.padEnd(24)}${ok === null ? '' : ok ? 'met' : 'MISSED'}${received}`,
  );
}

const tlsFolder = await mkdtemp(join(tmpdir(), 'tow-bench-tls-'));
const tls = { cert: join(tlsFolder, 'cert.pem'), key: join(tlsFolder, 'key.pem') };
await writeSelfSignedCertificate(tls);
const sink = await startSmtpSink();
const push = await startTestPushService(tls);
try {
  console.log(
    `Alert bench: 2 API replicas on PostgreSQL, ${REQUESTS} callback requests, ${IN_FLIGHT} in flight`,
  );
  // The machine may be shared: the load says how much the numbers can be trusted.
  const load = () => loadavg()[0]?.toFixed(1);
  console.log(`${cpus().length} CPUs, load average ${load()} at the start`);
  const on = await runPhase(true, { sink, push, cert: tls.cert });
  const off = await runPhase(false, { sink, push, cert: tls.cert });
  console.log(`load average ${load()} at the end\n`);
  const p99 = (values: number[]) => percentile(values, 99);
  console.log(
    `${'from submission to'.padEnd(34)}${'p50'.padStart(11)}${'p99'.padStart(11)}   goal`,
  );
  row('SSE event on the other replica', on.sse, 'p99 ≤ 250 ms', p99(on.sse) <= 250);
  row('email received', on.email, 'p99 ≤ 2000 ms', p99(on.email) <= 2000);
  row('push decrypted', on.push, 'p99 ≤ 2000 ms', p99(on.push) <= 2000);
  row(
    'public POST, alerts on',
    on.post,
    `p99 ≤ 1.1 × alerts off`,
    p99(on.post) <= 1.1 * p99(off.post),
  );
  row('public POST, alerts off', off.post, '', null);
  row('SSE event, alerts off', off.sse, '', null);
  const lost = [on.sse, on.email, on.push, off.sse].some((values) => values.length < REQUESTS);
  if (lost) process.exitCode = 1;
} finally {
  await sink.close();
  await push.close();
  await rm(tlsFolder, { recursive: true, force: true });
}
