import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../api/test/support/smtp-sink.ts';
import { createRunDatabase } from './support/database.ts';
import { hasNginx, loopbackEdge, NGINX_PATH, startNginx } from './support/nginx.ts';
import { type Started, startProcess, stopProcess, waitUntilOk } from './support/processes.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const missing = [
  serverUrl ? null : 'TEST_DATABASE_URL (a PostgreSQL server)',
  hasNginx() ? null : `nginx at ${NGINX_PATH} (apt-get install nginx-light)`,
].filter((m) => m !== null);
if (missing.length > 0 && process.env.CI) {
  throw new Error(`The durability test needs ${missing.join(', ')}`);
}

const TOTAL = 400;
const CONCURRENCY = 50;
const KILL_AFTER = 100;
const CUT_DATABASE_AFTER = 200;
const ALERT_TO = 'dispatch@example.com';

interface Outcome {
  name: string;
  /** The final status the driver saw (0: no answer at all). */
  status: number;
  id?: number;
  /** Statuses of each try, in order. */
  tries: number[];
}

describe.skipIf(missing.length > 0)('callback requests through nginx while replicas fail', () => {
  const dir = mkdtempSync(join(tmpdir(), 'towing-durability-'));
  let database: Awaited<ReturnType<typeof createRunDatabase>>;
  let smtp: SmtpSink;
  const api: Started[] = [];
  let nginx: Started | undefined;
  let edge = '';
  let ports: number[] = [];
  const accessLog = join(dir, 'nginx', 'access.log');

  const startReplica = (index: number) =>
    startProcess(`api-${index + 1}`, process.execPath, ['api/src/server.ts'], {
      NODE_ENV: 'production',
      PORT: String(ports[index]),
      HOST: '127.0.0.1',
      // Named, so the test can find this replica's connections on the server.
      DATABASE_URL: `${database.url}?application_name=durability-api-${index + 1}`,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      // One address floods on purpose, and every request must be alerted: no spam limits.
      CALLBACK_RATE_LIMIT: '100000/1m',
      CALLBACK_SPAM_ADDRESS_LIMIT: '100000/1m',
      CALLBACK_SPAM_PHONE_LIMIT: '100000/1m',
      SMTP_URL: smtp.url,
      ALERT_EMAIL_FROM: 'Recovery alerts <alerts@example.com>',
      ALERT_EMAIL_TO: ALERT_TO,
      SITE_URL: edge,
      // A killed replica's claimed alerts go to the other one soon, not after a minute.
      JOB_LEASE_MS: '3000',
      JOB_POLL_MS: '200',
      JOB_RETRY_BASE_MS: '200',
      JOB_RETRY_MAX_MS: '2000',
      LOG_LEVEL: 'warn',
    });

  beforeAll(async () => {
    database = await createRunDatabase(serverUrl ?? '');
    smtp = await startSmtpSink();
    const [api1, api2, ssr, edgePort, internalPort] = (await Promise.all(
      Array.from({ length: 5 }, freePort),
    )) as [number, number, number, number, number];
    ports = [api1, api2];
    edge = `http://127.0.0.1:${edgePort}`;
    mkdirSync(join(dir, 'static'));
    const edgePorts = { api: ports, ssr, edge: edgePort, internal: internalPort };
    nginx = startNginx(
      join(dir, 'nginx'),
      loopbackEdge(edgePorts, {
        EDGE_STATIC_ROOT: join(dir, 'static'),
        EDGE_ACCESS_LOG: accessLog,
        EDGE_CALLBACK_RATE: '10000r/s',
        EDGE_CALLBACK_BURST: '10000',
      }),
    );
    // One replica migrates first, so the two do not wait on each other's lock under load.
    api.push(startReplica(0));
    await waitUntilOk(`http://127.0.0.1:${api1}/api/ready`, api[0] as Started);
    api.push(startReplica(1));
    await waitUntilOk(`http://127.0.0.1:${api2}/api/ready`, api[1] as Started);
    await waitUntilOk(`${edge}/api/ready`, nginx);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([...api, nginx].map((started) => stopProcess(started)));
    await smtp?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One driver's submission, as the browser form sends it: a key, and one retry with it. */
  async function submit(index: number, retriesSeen: { count: number }): Promise<Outcome> {
    const name = `Flood Driver ${index}`;
    const key = randomUUID();
    const body = JSON.stringify({
      name,
      // Each driver a phone of their own: the same phone would be a repeat of one request.
      phone: `0770${String(index).padStart(7, '0')}`,
      location: 'M6 J7, Great Barr',
      service_type: 'Breakdown Recovery',
      urgency: 'medium',
    });
    const tries: number[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt > 0) retriesSeen.count += 1;
      try {
        const answer = await fetch(`${edge}/api/callback-requests`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body,
        });
        tries.push(answer.status);
        if (answer.status === 502) {
          await answer.body?.cancel();
          continue;
        }
        const json = (await answer.json()) as { request?: { id: number } };
        return { name, status: answer.status, id: json.request?.id, tries };
      } catch {
        tries.push(0);
      }
    }
    return { name, status: tries.at(-1) ?? 0, tries };
  }

  it('stores every acknowledged request once, refuses none and emails each, while a replica is killed and the other loses its database connections', async () => {
    const killed = api[1] as Started;
    const survivor = 'durability-api-1';
    const outcomes: Outcome[] = [];
    const retries = { count: 0 };
    let next = 0;
    let killedAt = -1;
    let terminated = 0;
    let restarted: Promise<void> | undefined;

    const afterAnswer = async () => {
      const answered = outcomes.length;
      if (answered === KILL_AFTER) {
        killedAt = answered;
        killed.child.kill('SIGKILL');
        // Its supervisor (systemd's Restart=always) starts it again once it is gone.
        restarted = killed.exited.then(() => {
          api[1] = startReplica(1);
        });
      }
      if (answered === CUT_DATABASE_AFTER) {
        const rows = await database.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where application_name = $1 and datname = current_database()`,
          [survivor],
        );
        terminated = rows.filter((row) => row.ended).length;
      }
    };

    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) {
          const outcome = await submit(next++, retries);
          outcomes.push(outcome);
          await afterAnswer();
        }
      }),
    );
    await restarted;

    const acknowledged = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const noAnswer = outcomes.filter((o) => o.status === 0);
    const resets = outcomes.flatMap((o) => o.tries).filter((status) => status === 0).length;
    const firstTry502 = outcomes.filter((o) => o.tries[0] === 502).length;
    const stored = await database.query<{ id: number; name: string }>(
      `select id, name from callback_requests where name like 'Flood Driver %'`,
    );
    const storedNames = stored.map((row) => row.name);
    // Requests nginx sent on to the other replica: their log line names two upstreams.
    const edgeRetries = readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter((line) => /"upstream":"[^"]*, /.test(line)).length;
    const figures = {
      sent: outcomes.length,
      acknowledged: acknowledged.length,
      stored: stored.length,
      '5xx': serverErrors.length,
      'no answer': noAnswer.length,
      resets,
      'client retries': retries.count,
      'nginx retries': edgeRetries,
      'first-try 502': firstTry502,
      'killed after': killedAt,
      'connections terminated': terminated,
      'tries of the 5xx': serverErrors.map((o) => o.tries.join('→')),
    };
    console.log(`durability figures: ${JSON.stringify(figures)}`);

    expect(outcomes).toHaveLength(TOTAL);
    expect(terminated).toBeGreaterThan(0);
    // Nothing stored twice, and every acknowledged request stored, under the id it was given.
    expect(new Set(storedNames).size).toBe(storedNames.length);
    const storedIds = new Map(stored.map((row) => [row.name, row.id]));
    for (const outcome of acknowledged) expect(storedIds.get(outcome.name)).toBe(outcome.id);
    // No driver turned away: every request acknowledged, none got a 5xx or no answer.
    expect(serverErrors.map((o) => `${o.name}: ${o.tries.join(',')}`)).toEqual([]);
    expect(noAnswer).toEqual([]);
    expect(acknowledged).toHaveLength(TOTAL);
    expect(stored).toHaveLength(TOTAL);

    // The killed replica is back: ready, taking requests directly and through nginx.
    const rejoined = api[1] as Started;
    const own = `http://127.0.0.1:${ports[1]}`;
    await waitUntilOk(`${own}/api/ready`, rejoined);
    const direct = await fetch(`${own}/api/callback-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        name: 'Flood Driver rejoined',
        phone: '07709999999',
        location: 'M42 J9',
        service_type: 'Breakdown Recovery',
        urgency: 'medium',
      }),
    });
    expect(direct.status).toBe(201);
    // nginx rests a failed replica for its fail_timeout (10 s), then sends it work again.
    const upstream = `"upstream":"127.0.0.1:${ports[1]}"`;
    const linesBefore = readFileSync(accessLog, 'utf8').split('\n').length;
    const deadline = Date.now() + 25_000;
    let servedThroughEdge = false;
    for (let index = TOTAL; !servedThroughEdge && Date.now() < deadline; index += 1) {
      const outcome = await submit(index, retries);
      expect(outcome.status).toBe(201);
      servedThroughEdge = readFileSync(accessLog, 'utf8')
        .split('\n')
        .slice(linesBefore)
        .some((line) => line.includes(upstream) && line.includes('"status":201'));
      if (!servedThroughEdge) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(servedThroughEdge).toBe(true);

    // Every stored request gets its alert email, even those a killed replica had in hand.
    const all = await database.query<{ name: string }>(
      `select name from callback_requests where name like 'Flood Driver %'`,
    );
    const waitDeadline = Date.now() + 30_000;
    const emailed = () =>
      new Set(
        smtp.received
          .filter((email) => email.envelopeTo.includes(ALERT_TO))
          .map((email) => email.mail.subject?.replace(/^.*callback request: /, '')),
      );
    while (Date.now() < waitDeadline && all.some((row) => !emailed().has(row.name))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const missingEmail = all.filter((row) => !emailed().has(row.name)).map((row) => row.name);
    console.log(
      `durability alerts: ${JSON.stringify({ stored: all.length, emails: smtp.received.length, 'without email': missingEmail.length })}`,
    );
    expect(missingEmail).toEqual([]);
  }, 120_000);
});
