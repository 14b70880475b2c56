/**
 * `npm run bench:alerts`: how fast a callback request reaches staff. Two API replicas (real
 * processes) on a fresh PostgreSQL database, a local SMTP server and a local HTTPS push service;
 * 2,000 requests through the public endpoint of replica A; the time from each submission to the
 * live event on replica B's stream, the email received, the push decrypted. The same submissions
 * go to a second pair of replicas with no email and no push subscription, to compare the public
 * POST. The two pairs take turns in rounds (on, off, off, on, …), each round's deliveries awaited
 * before the next, so a shared machine's changing load falls on both alike.
 * Requests arrive as drivers' do, whatever the answers: 20 a second on schedule (BENCH_RATE), each
 * POST timed from when it was due, so a late one counts its wait. BENCH_IN_FLIGHT=n sends them n
 * at a time back to back instead, which measures how many the machine can take (decision 008).
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server; default postgres://postgres@127.0.0.1:5432/postgres.
 * BENCH_POOL names a file each run adds its POST times to, for the p99 ratio over all its runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { writeSelfSignedCertificate } from '@tow/server-kit/test-support/self-signed-tls';
import { type AlertReceivers, startAlertReceivers } from './alert-receivers.ts';
import { json, signIn, subscribeToPush } from './bench-calls.ts';
import { BENCH_SERVER_URL, benchReplicaEnv, now } from './bench-server.ts';
import { type CpuMeter, type CpuUse, startCpuMeter } from './cpu-time.ts';
import { compareP99, percentile } from './percentiles.ts';
import { addToPool } from './pool.ts';
import { type Replica, startReplica } from './replica.ts';
import { openEventStream } from './sse-client.ts';

// A p99 of 200 POSTs is the second slowest; over 1,000, two identical pairs still differed by up
// to a quarter at p99 (decision 008).
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARM_UP = 10;
const STALL_RESOLUTION_MS = 10;
const SHAPE = sendingShape();
const SHAPE_TEXT =
  'inFlight' in SHAPE
    ? `${SHAPE.inFlight} in flight back to back`
    : `${SHAPE.perSecond} a second on schedule`;
const POOL_FILE = process.env.BENCH_POOL;
/** The issue's goal: the POST's p99 with alerts at most this times the one without. */
const POST_GOAL_RATIO = 1.1;
const DELIVERY_TIMEOUT_MS = 60_000;
const NAME = /(?:Warm-up|Bench) Driver \d+/;

/** As drivers' requests arrive, so many a second whatever the answers, or back to back. */
type Shape = { perSecond: number } | { inFlight: number };

function sendingShape(): Shape {
  const perSecond = positiveNumber('BENCH_RATE', 'a number of requests a second');
  const inFlight = positiveNumber('BENCH_IN_FLIGHT', 'a number of requests at a time');
  if (perSecond !== null && inFlight !== null) {
    throw new Error('BENCH_RATE and BENCH_IN_FLIGHT are two ways of sending requests: set one');
  }
  return inFlight === null ? { perSecond: perSecond ?? 20 } : { inFlight };
}

/** The variable's value, null when unset. */
function positiveNumber(variable: string, what: string): number | null {
  const value = process.env[variable];
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`${variable} must be ${what} above 0, not "${value}"`);
  }
  return number;
}

/** Where each driver's request arrived (by name), per channel. */
const emailAt = new Map<string, number>();
const pushAt = new Map<string, number>();

/** One pair of replicas on a database of its own, with alerts on or off. */
interface Setup {
  alertsOn: boolean;
  origin: string;
  submitted: Map<string, number>;
  /** Each round's POST times. */
  rounds: number[][];
  sseAt: Map<string, number>;
  meter: CpuMeter;
  /** CPU ms spent on the measured requests (null without /proc). */
  cpu: CpuUse | null;
  stop(): Promise<void>;
}

function firstArrival(arrivals: Map<string, number>, text: string, at: number) {
  const name = NAME.exec(text)?.[0];
  if (name && !arrivals.has(name)) arrivals.set(name, at);
}

async function submit(
  origin: string,
  name: string,
  phone: number,
  started: number,
): Promise<number> {
  const response = await fetch(`${origin}/api/callback-requests`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      // A distinct address per request, as many drivers on many phones would be.
      'X-Forwarded-For': `10.${(phone >> 16) & 255}.${(phone >> 8) & 255}.${phone & 255}`,
    },
    body: JSON.stringify({
      name,
      // A phone of its own too: the same phone within 30 minutes would join the first request.
      phone: `07700 9${String(phone % 100_000).padStart(5, '0')}`,
      location: 'M6 southbound, junction 7',
      service_type: 'Towing',
      urgency: 'emergency',
      message: 'Broken down in lane 1, hazards on.',
    }),
  });
  await json(response);
  return now() - started;
}

async function startSetup(
  alertsOn: boolean,
  receivers: AlertReceivers,
  cert: string,
): Promise<Setup> {
  const scratch = await createScratchDatabase(BENCH_SERVER_URL);
  const env: Record<string, string> = {
    // Every measured request must be alerted: no spam limits.
    ...benchReplicaEnv({ DATABASE_URL: scratch.url }, { noCallbackLimits: true }),
    NODE_EXTRA_CA_CERTS: cert,
    ...(alertsOn
      ? {
          SMTP_URL: receivers.smtpUrl,
          ALERT_EMAIL_FROM: 'alerts@bench.example',
          ALERT_EMAIL_TO: 'duty@bench.example',
        }
      : {}),
  };
  const replicas: Replica[] = await Promise.all([startReplica(env), startReplica(env)]);
  const [a, b] = replicas as [Replica, Replica];
  const sseAt = new Map<string, number>();
  const stop = async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    await scratch.drop();
  };
  try {
    const token = await signIn(a.origin);
    if (alertsOn) await subscribeToPush(a.origin, token, receivers.subscription);
    const stream = await openEventStream(`${b.origin}/api/events`, token, (event) => {
      if (event.event !== 'callback-request.created') return;
      firstArrival(sseAt, (JSON.parse(event.data) as { name: string }).name, now());
    });
    const meter = await startCpuMeter([a.pid, b.pid], scratch.url);
    return {
      alertsOn,
      origin: a.origin,
      submitted: new Map(),
      rounds: [],
      sseAt,
      meter,
      cpu: { replicas: 0, lowPriority: 0, database: 0 },
      stop: async () => {
        stream.close();
        await meter.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Submits requests `from` to `to` in the bench's shape, then waits until each reached every
 * channel, so the next round starts on a quiet system. Answers the POST times.
 */
async function runRequests(
  setup: Setup,
  label: 'Warm-up Driver' | 'Bench Driver',
  from: number,
  to: number,
): Promise<number[]> {
  const names: string[] = [];
  const post: number[] = [];
  const send = async (i: number, due: number) => {
    const name = `${label} ${i}`;
    names.push(name);
    setup.submitted.set(name, due);
    // Warm-up drivers have phones of their own (from 90000): a measured driver on a
    // warm-up's phone would join its request.
    post.push(await submit(setup.origin, name, label === 'Warm-up Driver' ? 90_000 + i : i, due));
  };
  if ('inFlight' in SHAPE) {
    let next = from;
    await Promise.all(
      Array.from({ length: SHAPE.inFlight }, async () => {
        while (next < to) await send(next++, now());
      }),
    );
  } else {
    const start = now();
    const sent: Promise<void>[] = [];
    for (let i = from; i < to; i++) {
      const due = start + ((i - from) * 1000) / SHAPE.perSecond;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      sent.push(send(i, due));
    }
    await Promise.all(sent);
  }
  const delivered = (name: string) =>
    setup.sseAt.has(name) && (!setup.alertsOn || (emailAt.has(name) && pushAt.has(name)));
  const deadline = now() + DELIVERY_TIMEOUT_MS;
  while (now() < deadline && !names.every(delivered)) {
    await sleep(20);
  }
  return post;
}

/** Time from submission to arrival, for the measured requests that arrived. */
function since(setup: Setup, arrivals: Map<string, number>): number[] {
  return [...setup.submitted].flatMap(([name, t0]) => {
    const at = arrivals.get(name);
    return name.startsWith('Bench') && at !== undefined ? [at - t0] : [];
  });
}

const ms = (n: number) => (Number.isNaN(n) ? '–' : `${n.toFixed(1)} ms`);
const load = () => (loadavg()[0] ?? 0).toFixed(1);

function row(label: string, values: number[], goal: string, ok: boolean | null) {
  const received = values.length < REQUESTS ? ` (only ${values.length}/${REQUESTS} arrived)` : '';
  console.log(
    `${label.padEnd(34)}${ms(percentile(values, 50)).padStart(11)}${ms(percentile(values, 99)).padStart(11)}   ${goal.padEnd(24)}${ok === null ? '' : ok ? 'met' : 'MISSED'}${received}`,
  );
}

const tlsFolder = await mkdtemp(join(tmpdir(), 'tow-bench-tls-'));
const tls = { cert: join(tlsFolder, 'cert.pem'), key: join(tlsFolder, 'key.pem') };
await writeSelfSignedCertificate(tls);
const receivers = await startAlertReceivers(tls, (arrival) =>
  firstArrival(arrival.channel === 'email' ? emailAt : pushAt, arrival.text, arrival.at),
);
const setups: Setup[] = [];
try {
  console.log(
    `Alert bench: 2 API replicas on PostgreSQL, ${REQUESTS} callback requests with alerts and ${REQUESTS} without, ${SHAPE_TEXT}, in ${ROUNDS} rounds`,
  );
  // The machine may be shared: the load says how much the numbers can be trusted.
  console.log(`${cpus().length} CPUs, load average ${load()} at the start`);
  setups.push(await startSetup(true, receivers, tls.cert));
  setups.push(await startSetup(false, receivers, tls.cert));
  const [on, off] = setups as [Setup, Setup];
  for (const setup of setups) await runRequests(setup, 'Warm-up Driver', 0, WARM_UP);
  const receiversCpuBefore = await receivers.cpuMs();

  // This thread mostly waits on timers: when one fires late, the machine itself stalled, and
  // every POST sent meanwhile was late too, whatever its setup.
  const stall = monitorEventLoopDelay({ resolution: STALL_RESOLUTION_MS });
  stall.enable();
  console.log(
    `\n${'round'.padEnd(8)}${'load'.padStart(6)}   ${'alerts on p50 / p99 (stall)'.padEnd(35)}   alerts off p50 / p99 (stall)`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    const from = Math.floor((round * REQUESTS) / ROUNDS);
    const to = Math.floor(((round + 1) * REQUESTS) / ROUNDS);
    const startLoad = load();
    // On first in even rounds, off first in odd ones: neither always follows the other.
    const order = round % 2 === 0 ? [on, off] : [off, on];
    const stalls = new Map<Setup, number>();
    for (const setup of order) {
      await setup.meter.take();
      stall.reset();
      const post = await runRequests(setup, 'Bench Driver', from, to);
      // The histogram counts from the timer's last tick, so a timer on time reads its resolution.
      const stallMs = Math.max(0, stall.max / 1e6 - STALL_RESOLUTION_MS);
      const used = await setup.meter.take();
      setup.cpu =
        used && setup.cpu
          ? {
              replicas: setup.cpu.replicas + used.replicas,
              lowPriority: setup.cpu.lowPriority + used.lowPriority,
              database: setup.cpu.database + used.database,
            }
          : null;
      setup.rounds.push(post);
      stalls.set(setup, stallMs);
    }
    const pair = (setup: Setup) => {
      const post = setup.rounds.at(-1) ?? [];
      return `${ms(percentile(post, 50)).padStart(9)} / ${ms(percentile(post, 99)).padEnd(10)}${`(${ms(stalls.get(setup) ?? Number.NaN)})`.padEnd(13)}`;
    };
    console.log(
      `${String(round + 1).padEnd(8)}${startLoad.padStart(6)}   ${pair(on)}   ${pair(off)}`,
    );
  }
  console.log(`load average ${load()} at the end\n`);
  const receiversCpu = (await receivers.cpuMs()) - receiversCpuBefore;

  const p99 = (values: number[]) => percentile(values, 99);
  const onSse = since(on, on.sseAt);
  const email = since(on, emailAt);
  const push = since(on, pushAt);
  const offSse = since(off, off.sseAt);
  console.log(
    `${'from submission to'.padEnd(34)}${'p50'.padStart(11)}${'p99'.padStart(11)}   goal`,
  );
  row('SSE event on the other replica', onSse, 'p99 ≤ 250 ms', p99(onSse) <= 250);
  row('email received', email, 'p99 ≤ 2000 ms', p99(email) <= 2000);
  row('push decrypted', push, 'p99 ≤ 2000 ms', p99(push) <= 2000);
  const posts = compareP99(on.rounds, off.rounds);
  const ratioText = (ratio: number) => `${ratio.toFixed(2)}×`;
  const intervalText = ([low, high]: [number, number]) => `${low.toFixed(2)}-${ratioText(high)}`;
  row(
    'public POST, alerts on',
    on.rounds.flat(),
    `p99 ≤ ${POST_GOAL_RATIO} × off: ${ratioText(posts.ratio)}`,
    posts.ratio <= POST_GOAL_RATIO,
  );
  row('public POST, alerts off', off.rounds.flat(), '', null);
  // One run's p99 moves with the machine: this says how far.
  console.log(
    `${' '.repeat(36)}the p99 ratio's 90% interval, resampling rounds: ${intervalText(posts.interval)}`,
  );
  if (POOL_FILE) {
    const runs = await addToPool(POOL_FILE, {
      shape: SHAPE_TEXT,
      at: new Date().toISOString(),
      on: on.rounds,
      off: off.rounds,
    });
    const pooledOn = runs.flatMap((run) => run.on);
    const pooled = compareP99(
      pooledOn,
      runs.flatMap((run) => run.off),
    );
    console.log(
      `${' '.repeat(36)}pooled, ${runs.length} run${runs.length === 1 ? '' : 's'} in ${POOL_FILE} (${pooledOn.flat().length} POSTs a pair): p99 ${ms(pooled.a)} against ${ms(pooled.b)}, ${ratioText(pooled.ratio)} (90%: ${intervalText(pooled.interval)}) ${pooled.ratio <= POST_GOAL_RATIO ? 'met' : 'MISSED'}`,
    );
  }
  row('SSE event, alerts off', offSse, '', null);
  // CPU time, unlike latency, hardly depends on what else the machine is doing.
  const perRequest = (setup: Setup) =>
    setup.cpu
      ? `${(setup.cpu.replicas / REQUESTS).toFixed(1)} ms in the replicas (${(setup.cpu.lowPriority / REQUESTS).toFixed(1)} at low priority) + ${(setup.cpu.database / REQUESTS).toFixed(1)} ms in PostgreSQL`
      : 'not measured (no /proc)';
  console.log(`\nCPU per request, delivery included: alerts on ${perRequest(on)}`);
  console.log(`${' '.repeat(36)}alerts off ${perRequest(off)}`);
  // Work a real mail server and push service would do on machines of their own.
  console.log(
    `${' '.repeat(36)}and ${(receiversCpu / REQUESTS).toFixed(1)} ms in this bench's mail server and push service (alerts on)`,
  );
  const lost = [onSse, email, push, offSse].some((values) => values.length < REQUESTS);
  if (lost) process.exitCode = 1;
} finally {
  await Promise.all(setups.map((setup) => setup.stop()));
  await receivers.close();
  await rm(tlsFolder, { recursive: true, force: true });
}
