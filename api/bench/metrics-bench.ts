/**
 * `npm run bench:metrics`: what the metrics cost the API. Two replicas (real processes) on one
 * fresh PostgreSQL database, one with METRICS_TOKEN (recording, and scraped every second as a
 * Prometheus at 15 times its usual rate would), one without (nothing recorded). They take turns
 * in rounds (on, off, off, on, …) so a shared machine's changing load falls on both alike; each
 * round sends the same requests to one replica, BENCH_IN_FLIGHT (8) at a time, and reads the CPU
 * time the replica's process used (all its threads, the job thread's alert work included) from
 * /proc. Printed: CPU per request, on and off, for a public read answered from memory (the
 * cheapest request, where the cost shows most), a staff list read from the database, and the
 * driver's callback POST (with its alert jobs).
 * BENCH_CONTROL=1 gives the second replica the token too (and scrapes it alike): the difference
 * then printed is the machine's noise, the yardstick for the first.
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server; default postgres://postgres@127.0.0.1:5432/postgres.
 */
import { loadavg } from 'node:os';
import { readProcStat } from '@tow/server-kit/proc-stat';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { signIn } from './bench-calls.ts';
import { BENCH_ADMIN, BENCH_SERVER_URL } from './bench-server.ts';
import { type Replica, startReplica } from './replica.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 500);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);
const METRICS_TOKEN = 'the-bench-prometheus-token-0123456789';

interface Kind {
  name: string;
  send: (origin: string, index: number, token: string) => Promise<Response>;
}

const KINDS: Kind[] = [
  {
    name: 'GET /api/services/active (from memory)',
    send: (origin) => fetch(`${origin}/api/services/active`),
  },
  {
    name: 'GET /api/callback-requests (staff, database)',
    send: (origin, _index, token) =>
      fetch(`${origin}/api/callback-requests`, { headers: { authorization: `Bearer ${token}` } }),
  },
  {
    name: 'POST /api/callback-requests (driver, alert jobs)',
    send: (origin, index) =>
      fetch(`${origin}/api/callback-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench Driver ${index}`,
          phone: '07700 900123',
          location: 'M6 J7, Great Barr',
          service_type: 'Towing',
          urgency: 'medium',
        }),
      }),
  },
];

/** CPU time (ms) the process used so far, all threads. */
function cpuMs(pid: number): number {
  const stat = readProcStat(`/proc/${pid}/stat`);
  if (!stat) throw new Error(`no /proc/${pid}/stat: this bench reads CPU time on Linux only`);
  return stat.cpuMs;
}

/** `count` requests of `kind`, IN_FLIGHT at a time; the CPU ms the replica used for them. */
async function round(replica: Replica, kind: Kind, token: string, from: number): Promise<number> {
  const before = cpuMs(replica.pid);
  let next = 0;
  const worker = async () => {
    while (next < PER_ROUND) {
      const index = from + next;
      next += 1;
      const answer = await kind.send(replica.origin, index, token);
      await answer.arrayBuffer();
      if (answer.status >= 300) throw new Error(`${kind.name} answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return cpuMs(replica.pid) - before;
}

const scratch = await createScratchDatabase(
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? BENCH_SERVER_URL,
);
const env = {
  DATABASE_URL: scratch.url,
  SEED_DEMO: 'true',
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  LOGIN_RATE_LIMIT: '100000/1m',
  CALLBACK_RATE_LIMIT: '100000/1m',
  CALLBACK_SPAM_ADDRESS_LIMIT: '100000/1m',
  CALLBACK_SPAM_PHONE_LIMIT: '100000/1m',
  CALLBACK_REPEAT_WINDOW_MINUTES: '0',
  CALLBACK_MIN_FILL_SECONDS: '0',
  ESCALATION_DELAYS: 'none',
};
const on = await startReplica({ ...env, METRICS_TOKEN, REPLICA_NAME: 'bench-on' });
const CONTROL = process.env.BENCH_CONTROL === '1';
const off = await startReplica(
  CONTROL ? { ...env, METRICS_TOKEN, REPLICA_NAME: 'bench-control' } : env,
);
const token = await signIn(on.origin);
// Prometheus's scrapes, every second, while the rounds run: their cost is part of "on".
let scrapes = 0;
const scraped = CONTROL ? [on, off] : [on];
const scraper = setInterval(() => {
  for (const replica of scraped) {
    fetch(`${replica.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      .then((answer) => answer.text())
      .then(
        () => {
          scrapes += 1;
        },
        () => {},
      );
  }
}, 1_000);

try {
  console.log(
    `metrics bench${CONTROL ? ' (control: metrics on both)' : ''}: ${ROUNDS} rounds of ${PER_ROUND} requests per kind and replica, ${IN_FLIGHT} in flight; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  let sent = 0;
  for (const kind of KINDS) {
    // Warm both up: JIT, connection pools, the answers kept in memory.
    for (const replica of [on, off]) {
      await round(replica, kind, token, sent);
      sent += PER_ROUND;
    }
    const used = { on: 0, off: 0 };
    for (let index = 0; index < ROUNDS; index += 1) {
      const order = index % 2 === 0 ? ([on, off] as const) : ([off, on] as const);
      for (const replica of order) {
        used[replica === on ? 'on' : 'off'] += await round(replica, kind, token, sent);
        sent += PER_ROUND;
      }
    }
    const perRequest = (ms: number) => (ms * 1000) / (ROUNDS * PER_ROUND);
    const withMetrics = perRequest(used.on);
    const without = perRequest(used.off);
    const [first, second] = CONTROL
      ? ['on replica A', 'on replica B']
      : ['with metrics', 'without'];
    console.log(
      `${kind.name}: ${withMetrics.toFixed(0)} µs CPU per request ${first}, ${without.toFixed(0)} µs ${second} (${(((withMetrics - without) / without) * 100).toFixed(1)}%)`,
    );
  }
  console.log(`scrapes answered meanwhile: ${scrapes}`);
} finally {
  clearInterval(scraper);
  await Promise.all([on.stop(), off.stop()]);
  await scratch.drop();
}
