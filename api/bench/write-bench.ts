/**
 * `npm run bench:write`: how fast the callback write path takes a burst of drivers, beside what
 * the same PostgreSQL server does on its own in the same run. The API (`node api/src/server.ts`)
 * on a fresh PostgreSQL database takes `POST /api/callback-requests` at 50 and 200 connections
 * for BENCH_SECONDS each (10), a phone of its own per request, once all from one address and once
 * from many (`TRUST_PROXY` with `X-Forwarded-For` drawn from a pool of 5,000); then the same on
 * the embedded database. `pgbench` inserts one row per transaction on the same server, without
 * and with a `pg_notify`, at 50 clients. Prints requests a second, p50/p99, errors, CPU per
 * request of the API process and of PostgreSQL, resident memory before, right after and 5 s after
 * (once the replica has given back what the bursts grew its heaps by), and the ratios
 * to the two `pgbench` ceilings. BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the server.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { QUIET_AFTER_BURST_MS } from '@tow/server-kit/heap-give-back';
import { readProcStat } from '@tow/server-kit/proc-stat';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_SERVER_URL, benchReplicaEnv } from './bench-server.ts';
import { startCpuMeter } from './cpu-time.ts';
import { startReplica } from './replica.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [50, 200];
const ADDRESS_POOL = 5_000;
const PGBENCH_CLIENTS = 50;
const run = promisify(execFile);
const work = await mkdtemp(join(tmpdir(), 'tow-bench-write-'));
const load = () => (loadavg()[0] ?? 0).toFixed(1);

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Transactions a second `pgbench` reaches with `script`, at 50 clients for BENCH_SECONDS. */
async function pgbench(url: string, name: string, script: string): Promise<number> {
  const file = join(work, `${name}.sql`);
  await writeFile(file, script);
  const { stdout } = await run('pgbench', [
    '--no-vacuum',
    `--client=${PGBENCH_CLIENTS}`,
    '--jobs=2',
    `--time=${SECONDS}`,
    `--file=${file}`,
    url,
  ]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
  return Number(tps);
}

async function pgbenchCeilings(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'create table bench_insert (id bigserial primary key, phone text not null, created_at timestamptz not null default now())',
  );
  await client.end();
  const insert = await pgbench(
    url,
    'insert',
    "insert into bench_insert (phone) values ('07700' || :client_id || random());\n",
  );
  const notify = await pgbench(
    url,
    'insert-notify',
    "begin;\ninsert into bench_insert (phone) values ('07700' || :client_id || random());\nselect pg_notify('bench', 'x');\ncommit;\n",
  );
  return { insert, notify };
}

/** Resident MB at start, right after the bursts, and 5 s later. */
type Memory = [number, number, number];

interface Row {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: string;
  apiCpuMs: number;
  dbCpuMs: number | null;
}

let phone = 0;
/** `connections` drivers sending for BENCH_SECONDS, each request a phone of its own. */
async function burst(origin: string, connections: number, manyAddresses: boolean) {
  const result = await autocannon({
    url: `${origin}/api/callback-requests`,
    connections,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = phone++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              ...(manyAddresses
                ? { 'x-forwarded-for': `10.0.${(n % ADDRESS_POOL) >> 8}.${n % 256}` }
                : {}),
            },
            body: JSON.stringify({
              name: `Burst Driver ${n}`,
              phone: `07${String(100_000_000 + n).slice(-9)}`,
              location: 'M6 southbound, junction 7',
              service_type: 'Towing',
              urgency: 'emergency',
            }),
          };
        },
      },
    ],
  });
  return result;
}

async function measure(
  label: string,
  database: { DATABASE_URL: string } | { DATA_DIR: string },
): Promise<{ rows: Row[]; memory: Memory }> {
  const databaseUrl = 'DATABASE_URL' in database ? database.DATABASE_URL : null;
  // Every request must be stored and alerted as a driver's: no limit may refuse or mark it. No
  // owner is created: a company's replicas do that at their very first start only.
  const replica = await startReplica(
    benchReplicaEnv(database, { noCallbackLimits: true, firstAdmin: false }),
  );
  const meter = databaseUrl ? await startCpuMeter([replica.pid], databaseUrl) : null;
  const rows: Row[] = [];
  const before = residentMb(replica.pid);
  try {
    await burst(replica.origin, 10, true);
    for (const connections of CONNECTIONS) {
      for (const many of [false, true]) {
        const cpuBefore = meter ? null : processCpuMs(replica.pid);
        await meter?.take();
        const result = await burst(replica.origin, connections, many);
        const used = meter ? await meter.take() : null;
        const apiMs = used ? used.replicas : processCpuMs(replica.pid) - (cpuBefore ?? 0);
        const answered = result.requests.total;
        rows.push({
          label: `${label}, ${connections} connections, ${many ? 'many addresses' : 'one address'}`,
          perSecond: answered / SECONDS,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
          apiCpuMs: apiMs / Math.max(1, result['2xx']),
          dbCpuMs: used ? used.database / Math.max(1, result['2xx']) : null,
        });
        console.log(`${rows.at(-1)?.label}: done, load ${load()}`);
      }
    }
    const rightAfter = residentMb(replica.pid);
    // The replica gives back what the bursts grew its heaps by once it has been quiet a moment.
    await new Promise((resolve) => setTimeout(resolve, QUIET_AFTER_BURST_MS + 3_000));
    return { rows, memory: [before, rightAfter, residentMb(replica.pid)] };
  } finally {
    await meter?.close();
    await replica.stop();
  }
}

/** The embedded database runs inside the API process: its CPU is the process's. */
const processCpuMs = (pid: number) => readProcStat(`/proc/${pid}/stat`)?.cpuMs ?? Number.NaN;

try {
  console.log(
    `Write bench: ${SECONDS} s per run, ${cpus().length} CPUs, load average ${load()} at the start`,
  );
  const scratch = await createScratchDatabase(BENCH_SERVER_URL);
  let ceilings: { insert: number; notify: number };
  let postgres: Awaited<ReturnType<typeof measure>>;
  try {
    ceilings = await pgbenchCeilings(scratch.url);
    console.log(
      `pgbench, ${PGBENCH_CLIENTS} clients: ${ceilings.insert.toFixed(0)} one-row inserts a second, ${ceilings.notify.toFixed(0)} with a pg_notify each`,
    );
    postgres = await measure('PostgreSQL', { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
  const dataDir = join(work, 'data');
  const embedded = await measure('Embedded', { DATA_DIR: dataDir });

  console.log(
    `\n${'run'.padEnd(58)}${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}  ${'API CPU/req'.padStart(12)}${'PG CPU/req'.padStart(12)}  ${'vs insert'.padStart(10)}${'vs notify'.padStart(10)}  errors`,
  );
  for (const row of [...postgres.rows, ...embedded.rows]) {
    const ratio = (ceiling: number) =>
      row.perSecond > 0 ? `1/${(ceiling / row.perSecond).toFixed(1)}` : '–';
    console.log(
      `${row.label.padEnd(58)}${row.perSecond.toFixed(0).padStart(8)}${`${row.p50} ms`.padStart(9)}${`${row.p99} ms`.padStart(9)}  ${`${row.apiCpuMs.toFixed(2)} ms`.padStart(12)}${(row.dbCpuMs === null ? '–' : `${row.dbCpuMs.toFixed(2)} ms`).padStart(12)}  ${ratio(ceilings.insert).padStart(10)}${ratio(ceilings.notify).padStart(10)}  ${row.errors}`,
    );
  }
  const mb = ([before, after, later]: Memory) =>
    `${before.toFixed(0)} MB before, ${after.toFixed(0)} MB right after, ${later.toFixed(0)} MB 5 s later`;
  console.log(
    `\nresident memory: PostgreSQL replica ${mb(postgres.memory)}; embedded ${mb(embedded.memory)}`,
  );
  console.log(`load average ${load()} at the end`);
} finally {
  await rm(work, { recursive: true, force: true });
}
