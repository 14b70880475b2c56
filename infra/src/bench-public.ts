import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from '@tow/server-kit/free-port';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { waitFor200 } from '@tow/server-kit/wait-for-server';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildMissingParts } from './build-missing.ts';
import { prepareLocalNginx } from './local-nginx.ts';
import { processTreeCpuMs } from './process-cpu.ts';
import { startSite as startSiteIn, stopChild as stop } from './site-process.ts';

/**
 * `npm run bench:public`: the public site as `npm start` serves it against Debian's nginx
 * serving the same bytes as static files, on loopback, and the cold start of a fresh process
 * to its first page (embedded database and PostgreSQL). Measures; asserts nothing.
 *
 * BENCH_DURATION (seconds per target, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_DATABASE_URL (a PostgreSQL server, default TEST_DATABASE_URL or the local one),
 * NGINX_PATH (default /usr/sbin/nginx), BENCH_COLD_STARTS (rounds of cold starts, default 1; the
 * median is reported), BENCH_ONLY=cold-start (the cold starts alone, no load).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const COLD_STARTS = Math.max(1, Number(process.env.BENCH_COLD_STARTS ?? 1));
const COLD_ONLY = process.env.BENCH_ONLY === 'cold-start';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PG_SERVER =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const work = mkdtempSync(join(tmpdir(), 'towing-bench-'));
const children: ChildProcess[] = [];

/** `npm start` on a fresh database (or `dataDir`), stopped with the others at the end. */
async function startSite(env: Record<string, string>, dataDir?: string) {
  const site = await startSiteIn(work, env, dataDir);
  children.push(site.child);
  return site;
}

interface ColdStart {
  readonly s: number;
  readonly cpuS: number | undefined;
}

const coldStartOf = (site: { coldStartS: number; coldStartCpuS: number | undefined }) => ({
  s: site.coldStartS,
  cpuS: site.coldStartCpuS,
});

async function postgresColdStart(): Promise<ColdStart | string> {
  const name = `towing_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  try {
    await admin.connect();
  } catch (error) {
    return `skipped (${PG_SERVER} unreachable: ${(error as Error).message})`;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  try {
    const site = await startSite({ DATABASE_URL: url.toString() });
    await stop(site.child);
    return coldStartOf(site);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** nginx serving the same bytes: the page and the API answer saved as files, plus the builds. */
async function startNginx(siteUrl: string) {
  const root = join(work, 'static');
  mkdirSync(join(root, 'api', 'services'), { recursive: true });
  const page = Buffer.from(await (await fetch(`${siteUrl}/`)).arrayBuffer());
  const api = Buffer.from(await (await fetch(`${siteUrl}/api/services/active`)).arrayBuffer());
  for (const [file, bytes] of [
    ['index.html', page],
    ['api/services/active.json', api],
  ] as const) {
    writeFileSync(join(root, file), bytes);
    writeFileSync(join(root, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  }
  symlinkSync(
    join(REPOSITORY_ROOT, 'public-site', 'dist', 'client', 'assets'),
    join(root, 'assets'),
  );
  symlinkSync(join(REPOSITORY_ROOT, 'shared-ui', 'dist'), join(root, 'shared-ui'));
  const port = await freePort();
  const args = prepareLocalNginx(NGINX, join(work, 'nginx'), {
    workers: 'auto',
    connections: 1024,
    http: `  include /etc/nginx/mime.types;
  access_log off;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location = /api/services/active {
      default_type application/json;
      try_files /api/services/active.json =404;
    }
  }`,
  });
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/`, child, 10_000);
  return { url, child };
}

interface Measured {
  readonly rps: number;
  readonly p99: number;
  readonly errors: number;
  /** The server's CPU time (all its processes) per answer: barely moved by other work. */
  readonly serverCpuMs: number;
  /** autocannon's, in this process: the client shares the machine's cores. */
  readonly clientCpuMs: number;
  readonly loadAverage: string;
  /** Bytes received per answer, headers included. */
  readonly bytes: number;
}

async function load(
  url: string,
  serverPid: number,
  headers: Record<string, string> = {},
  options: { uniqueQuery?: boolean } = {},
): Promise<Measured> {
  let sent = 0;
  const serverBefore = processTreeCpuMs(serverPid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { ...BROWSER_HEADERS, ...headers },
    // A query string of its own per request: every page is a cache miss, rendered in full.
    ...(options.uniqueQuery
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `/?bench=${sent++}` }) }] }
      : {}),
  });
  // A revalidation answers 304, which is what it is for.
  const unexpected = headers['if-none-match'] ? result['4xx'] + result['5xx'] : result.non2xx;
  const errors = result.errors + result.timeouts + unexpected;
  const client = process.cpuUsage(clientBefore);
  const answers = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors,
    serverCpuMs: (processTreeCpuMs(serverPid) - serverBefore) / answers,
    clientCpuMs: (client.user + client.system) / 1000 / answers,
    loadAverage: load1(),
    bytes: result.throughput.total / answers,
  };
}

const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Seconds to the first page, with the CPU seconds the process used to get there. */
function formatColdStart(runs: readonly (ColdStart | string)[]): string {
  const measured = runs.filter((run): run is ColdStart => typeof run !== 'string');
  if (measured.length === 0) return String(runs[0]);
  const cpu = measured.flatMap((run) => (run.cpuS === undefined ? [] : [run.cpuS]));
  const s = `${median(measured.map((run) => run.s)).toFixed(2)} s`;
  return cpu.length > 0 ? `${s} / CPU ${median(cpu).toFixed(2)} s` : s;
}

/**
 * Rounds of: PostgreSQL on a new database, the embedded database on a new folder, and a restart
 * on that folder (a deploy, a crash). The last restart is left running when `keepLast`.
 */
async function coldStarts(keepLast: boolean) {
  const postgres: (ColdStart | string)[] = [];
  const fresh: ColdStart[] = [];
  const restart: ColdStart[] = [];
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  for (let round = 1; round <= COLD_STARTS; round++) {
    postgres.push(await postgresColdStart());
    const first = await startSite({});
    await stop(first.child);
    fresh.push(coldStartOf(first));
    site = await startSite({}, first.dataDir);
    restart.push(coldStartOf(site));
    if (!keepLast || round < COLD_STARTS) await stop(site.child);
    if (COLD_STARTS > 1) {
      console.info(
        `  round ${round}: embedded ${formatColdStart(fresh.slice(-1))} new folder, ${formatColdStart(restart.slice(-1))} restart; PostgreSQL ${formatColdStart(postgres.slice(-1))}; load average ${load1()}`,
      );
    }
  }
  if (!site) throw new Error('no cold start ran');
  const summary = `cold start to the first page${COLD_STARTS > 1 ? ` (median of ${COLD_STARTS})` : ''}:  embedded ${formatColdStart(fresh)} (new data folder), ${formatColdStart(restart)} (restart)   PostgreSQL ${formatColdStart(postgres)} (new database)`;
  return { site, summary };
}

const row = (name: string, m: Measured) =>
  `${name.padEnd(44)} ${m.rps.toFixed(0).padStart(7)} req/s  p99 ${String(m.p99).padStart(5)} ms ${(m.bytes / 1000).toFixed(1).padStart(5)} kB  CPU/answer: server ${m.serverCpuMs.toFixed(3)} ms, autocannon ${m.clientCpuMs.toFixed(3)} ms  load ${m.loadAverage}${m.errors ? `  (${m.errors} errors/non-2xx)` : ''}`;

/** Load on the running site and on nginx serving the same bytes, then the report. */
async function measureLoad(site: { url: string; child: ChildProcess }, coldStartSummary: string) {
  const nginx = await startNginx(site.url);
  console.info(`${CONNECTIONS} connections, ${DURATION} s per target; load average ${load1()} …\n`);

  const etag = (await fetch(`${site.url}/`)).headers.get('etag') ?? '';
  const sitePid = site.child.pid ?? 0;
  const nginxPid = nginx.child.pid ?? 0;
  // nginx here has gzip copies only (Debian's has no brotli module): the gzip-only row compares
  // the same bytes; the browser's row is what a browser gets from each.
  const gzipOnly = { 'accept-encoding': 'gzip' };
  // Each of ours right after nginx's same target, so a change in the machine's load between
  // them skews a ratio as little as it can.
  const results = {
    nginxHome: await load(`${nginx.url}/`, nginxPid),
    siteHome: await load(`${site.url}/`, sitePid),
    siteHomeGzip: await load(`${site.url}/`, sitePid, gzipOnly),
    siteHome304: await load(`${site.url}/`, sitePid, { 'if-none-match': etag }),
    nginxApi: await load(`${nginx.url}/api/services/active`, nginxPid),
    siteApi: await load(`${site.url}/api/services/active`, sitePid),
    // Last: renders still queued when it ends would slow whatever came next.
    siteRender: await load(`${site.url}/`, sitePid, {}, { uniqueQuery: true }),
  };
  console.info(row('npm start   GET /  (rendered, uncached)', results.siteRender));
  console.info(row('npm start   GET /  (page cache)', results.siteHome));
  console.info(row('npm start   GET /  (page cache, gzip only)', results.siteHomeGzip));
  console.info(row('npm start   GET /  (revalidated, 304)', results.siteHome304));
  console.info(row('npm start   GET /api/services/active', results.siteApi));
  console.info(row('nginx       GET /  (static file, gzip_static)', results.nginxHome));
  console.info(row('nginx       GET /api/services/active (file)', results.nginxApi));
  const ratio = (a: Measured, b: Measured) => (a.rps / b.rps).toFixed(3);
  console.info(`
ratio npm start / nginx:  GET / ${ratio(results.siteHome, results.nginxHome)} (gzip only: ${ratio(results.siteHomeGzip, results.nginxHome)}, 304: ${ratio(results.siteHome304, results.nginxHome)})   API GET ${ratio(results.siteApi, results.nginxApi)}
load average (1 min) at the end: ${load1()} on ${availableParallelism()} cores; numbers on a busy machine are low for both servers
${coldStartSummary}`);
}

try {
  buildMissingParts((message) => console.info(message));
  if (!COLD_ONLY && !existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX} (apt-get install nginx-light)`);
  console.info(`cold start to the first page (fresh database) …`);
  const cold = await coldStarts(!COLD_ONLY);
  if (COLD_ONLY) {
    console.info(
      `${cold.summary}\nload average (1 min) at the end: ${load1()} on ${availableParallelism()} cores`,
    );
  } else {
    await measureLoad(cold.site, cold.summary);
  }
} finally {
  await Promise.all(children.map(stop));
  rmSync(work, { recursive: true, force: true });
}
