/**
 * `npm run bench:sms`: how soon a driver's text leaves the site. For each provider, two API
 * replicas (real processes) on a fresh PostgreSQL database; drivers' requests arrive at both on a
 * schedule (BENCH_RATE a second, default 10, BENCH_REQUESTS of them, default 1,000, each from a
 * phone of its own); the time from each POST being due to the provider receiving its text:
 * - Twilio's Messages API over HTTPS (the tests' stand-in server, in this process): goal p99 ≤ 1 s;
 * - Kannel (Debian's bearerbox and smsbox, the shipped kannel.conf) to its fake SMS centre, the
 *   text read from fakesmsc's output: goal p99 ≤ 2 s.
 * Each text must arrive exactly once (two replicas, one outbox). BENCH_PROVIDERS=twilio or kannel
 * runs one. BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@tow/server-kit/free-port';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { writeSelfSignedCertificate } from '@tow/server-kit/test-support/self-signed-tls';
import { startTwilioLikeProvider } from '@tow/server-kit/test-support/twilio-like-provider';
import { startFakePhone, startKannel } from '../test/support/kannel-gateway.ts';
import { BENCH_SERVER_URL, benchReplicaEnv, now } from './bench-server.ts';
import { percentile } from './percentiles.ts';
import { type Replica, startReplica } from './replica.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const PROVIDERS = (process.env.BENCH_PROVIDERS ?? 'twilio,kannel').split(',');
const GOALS_MS: Record<string, number> = { twilio: 1000, kannel: 2000 };
const WARM_UP = 10;
const ARRIVAL_TIMEOUT_MS = 60_000;
const SECRET = 'bench-kannel-secret-0123456789abcdef';

const mobile = (n: number) => `07700 9${String(n).padStart(5, '0')}`;
const e164 = (n: number) => `+447700 9${String(n).padStart(5, '0')}`.replace(' ', '');

/** A provider as the bench sees it: the SMS_URL for the replicas, and when each phone got a text. */
interface Provider {
  env: Record<string, string>;
  /** First arrival per E.164 phone, and how many texts each phone got. */
  arrivals: Map<string, number>;
  counts: Map<string, number>;
  stop(): Promise<void>;
}

function recorder() {
  const arrivals = new Map<string, number>();
  const counts = new Map<string, number>();
  return {
    arrivals,
    counts,
    record(phone: string, at: number) {
      counts.set(phone, (counts.get(phone) ?? 0) + 1);
      if (!arrivals.has(phone)) arrivals.set(phone, at);
    },
  };
}

async function twilio(cert: { cert: string; key: string }): Promise<Provider> {
  const server = await startTwilioLikeProvider(cert);
  const seen = recorder();
  let read = 0;
  const poll = setInterval(() => {
    for (; read < server.texts.length; read++) {
      const text = server.texts[read];
      if (text) seen.record(text.to, performance.timeOrigin + text.receivedAt);
    }
  }, 5);
  return {
    env: { SMS_URL: server.smsUrl, SMS_FROM: '+447700900000' },
    arrivals: seen.arrivals,
    counts: seen.counts,
    stop: async () => {
      clearInterval(poll);
      await server.close();
    },
  };
}

async function kannel(apiPort: number): Promise<Provider> {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gateway = await startKannel({ url: apiUrl, secret: SECRET });
  const seen = recorder();
  const phone = startFakePhone(gateway.smscPort, {
    from: '447700999999',
    to: '60123',
    text: 'bench',
  });
  let read = 0;
  const poll = setInterval(() => {
    for (; read < phone.received.length; read++) {
      const to = /<\S+ (\d+) text /.exec(phone.received[read] ?? '')?.[1];
      if (to) seen.record(`+${to}`, phone.receivedAt[read] ?? now());
    }
  }, 5);
  return {
    env: {
      SMS_URL: gateway.smsUrl,
      SMS_FROM: '60123',
      SMS_WEBHOOK_SECRET: SECRET,
      SMS_CALLBACK_URL: apiUrl,
    },
    arrivals: seen.arrivals,
    counts: seen.counts,
    stop: async () => {
      clearInterval(poll);
      phone.stop();
      await gateway.stop();
    },
  };
}

async function submit(origin: string, n: number): Promise<void> {
  const response = await fetch(`${origin}/api/callback-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.9.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      name: `Bench Driver ${n}`,
      phone: mobile(n),
      location: 'M6 southbound, junction 7',
      service_type: 'Towing',
      urgency: 'medium',
    }),
  });
  if (response.status !== 201)
    throw new Error(`POST answered ${response.status}: ${await response.text()}`);
}

async function waitForArrivals(provider: Provider, phones: string[]): Promise<void> {
  const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
  while (phones.some((phone) => !provider.arrivals.has(phone))) {
    if (Date.now() > deadline) {
      const missing = phones.filter((phone) => !provider.arrivals.has(phone)).length;
      throw new Error(`${missing} texts never reached the provider`);
    }
    await sleep(20);
  }
}

async function run(name: string, cert: { cert: string; key: string }) {
  const scratch = await createScratchDatabase(BENCH_SERVER_URL);
  const apiPort = await freePort();
  const provider = name === 'twilio' ? await twilio(cert) : await kannel(apiPort);
  const env = {
    ...benchReplicaEnv({ DATABASE_URL: scratch.url }, { noCallbackLimits: true }),
    SMS_DAILY_LIMIT: '100000',
    SITE_URL: 'https://www.recovery.example',
    NODE_EXTRA_CA_CERTS: cert.cert,
    ...provider.env,
  };
  const replicas: Replica[] = [
    await startReplica({ ...env, PORT: String(apiPort) }),
    await startReplica(env),
  ];
  try {
    for (let n = 0; n < WARM_UP; n++) await submit(replicas[n % 2]?.origin ?? '', 90_000 + n);
    await waitForArrivals(
      provider,
      Array.from({ length: WARM_UP }, (_, n) => e164(90_000 + n)),
    );
    const due = new Map<string, number>();
    const start = now() + 100;
    const posts: Promise<void>[] = [];
    for (let n = 0; n < REQUESTS; n++) {
      const at = start + (n * 1000) / RATE;
      const wait = at - now();
      if (wait > 0) await sleep(wait);
      due.set(e164(n), at);
      posts.push(submit(replicas[n % 2]?.origin ?? '', n));
    }
    await Promise.all(posts);
    const phones = [...due.keys()];
    await waitForArrivals(provider, phones);
    await sleep(1000);
    const latencies = phones.map(
      (phone) => (provider.arrivals.get(phone) ?? 0) - (due.get(phone) ?? 0),
    );
    const repeated = phones.filter((phone) => (provider.counts.get(phone) ?? 0) !== 1).length;
    const p99 = percentile(latencies, 99);
    const goal = GOALS_MS[name] ?? 1000;
    console.log(
      [
        `${name}: ${REQUESTS} requests at ${RATE}/s over two replicas, load ${loadavg()[0]?.toFixed(1)}`,
        `  POST due → provider has the text: p50 ${percentile(latencies, 50).toFixed(0)} ms, p90 ${percentile(latencies, 90).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms (goal p99 ≤ ${goal} ms: ${p99 <= goal ? 'met' : 'NOT met'})`,
        `  texts received more than once or not at all: ${repeated}`,
      ].join('\n'),
    );
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await provider.stop();
    await scratch.drop();
  }
}

const folder = await mkdtemp(join(tmpdir(), 'tow-sms-bench-'));
const cert = { cert: join(folder, 'cert.pem'), key: join(folder, 'key.pem') };
await writeSelfSignedCertificate(cert);
try {
  for (const name of PROVIDERS) await run(name, cert);
} finally {
  await rm(folder, { recursive: true, force: true });
}
