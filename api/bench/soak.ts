/**
 * `npm run soak`: driver-like traffic for 30 minutes on two API replicas and one PostgreSQL
 * database, replica B restarted every 5 minutes and the mail server down for 2 minutes in the
 * middle. At the end: every request stored once, every alert (email and push) delivered, no job
 * stuck, and replica A's memory grew less than 10% after its first 5 minutes. Exits 1 when any of
 * them fails. Not part of `npm test`: it takes as long as it says.
 *
 * SOAK_MINUTES (30), SOAK_RATE (requests a second, 1), SOAK_RESTART_MINUTES (5),
 * SOAK_MAIL_DOWN_MINUTES (2); BENCH_DATABASE_URL or TEST_DATABASE_URL names the server.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import { writeSelfSignedCertificate } from '@tow/server-kit/test-support/self-signed-tls';
import pg from 'pg';
import { startTestPushService } from '../test/support/push-service.ts';
import { type SmtpSink, startSmtpSink } from '../test/support/smtp-sink.ts';
import { json, signIn, subscribeToPush } from './bench-calls.ts';
import { BENCH_SERVER_URL, benchReplicaEnv, now } from './bench-server.ts';
import { percentile } from './percentiles.ts';
import { type Replica, startReplica } from './replica.ts';

const minutes = (variable: string, fallback: number) => {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${variable} must be above 0`);
  return value * 60_000;
};
const DURATION_MS = minutes('SOAK_MINUTES', 30);
const RESTART_EVERY_MS = minutes('SOAK_RESTART_MINUTES', 5);
const MAIL_DOWN_MS = minutes('SOAK_MAIL_DOWN_MINUTES', 2);
const RATE = Number(process.env.SOAK_RATE ?? 1);
/** Replica A's memory is compared from this point on: its start-up and warm-up are over. */
const SETTLED_MS = Math.min(RESTART_EVERY_MS, DURATION_MS / 2);
const MEMORY_GOAL = 0.1;
const DRAIN_MS = 10 * 60_000;
const NAME = /Soak Driver \d+/;

/** When the traffic started: the clock of the restarts, the mail outage and the log. */
let started = now();
const elapsed = () => now() - started;
const clock = () => `${(elapsed() / 60_000).toFixed(1).padStart(5)} min`;
const log = (message: string) => console.log(`${clock()}  ${message}`);

/** Resident memory in MB, from /proc. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const tlsFolder = await mkdtemp(join(tmpdir(), 'tow-soak-tls-'));
const tls = { cert: join(tlsFolder, 'cert.pem'), key: join(tlsFolder, 'key.pem') };
await writeSelfSignedCertificate(tls);
let mail: SmtpSink = await startSmtpSink();
const mailPort = mail.port;
const emailed = new Set<string>();
const push = await startTestPushService(tls);
const browser = push.newBrowser();
const scratch = await createScratchDatabase(BENCH_SERVER_URL);
const env: Record<string, string> = {
  ...benchReplicaEnv({ DATABASE_URL: scratch.url }),
  NODE_EXTRA_CA_CERTS: tls.cert,
  SMTP_URL: mail.url,
  ALERT_EMAIL_FROM: 'alerts@soak.example',
  ALERT_EMAIL_TO: 'duty@soak.example',
};

/** Replica B is undefined while it restarts: requests go to A, as nginx's next upstream would. */
const replicas: [Replica, Replica | undefined] = [await startReplica(env), await startReplica(env)];
const [a] = replicas;
const memoryA: { at: number; mb: number }[] = [];
const posts: number[] = [];
const accepted = new Map<string, number>();
const lost: string[] = [];
let failovers = 0;
let restarts = 0;
let acknowledged = 0;
let statusLookUps = 0;
const problems: string[] = [];

const token = await signIn(a.origin);
await subscribeToPush(a.origin, token, browser.subscription);

/** A driver's request, sent again with the same key when a replica does not answer. */
async function drive(i: number): Promise<void> {
  const name = `Soak Driver ${i}`;
  const body = JSON.stringify({
    name,
    phone: `07700 9${String(i % 100_000).padStart(5, '0')}`,
    location: 'M6 southbound, junction 7',
    service_type: 'Towing',
    urgency: i % 3 === 0 ? 'emergency' : 'high',
    message: 'Broken down in lane 1, hazards on.',
  });
  const key = randomUUID();
  const due = now();
  for (let attempt = 0; attempt < 20; attempt++) {
    const replica = replicas[(i + attempt) % 2] ?? a;
    try {
      const response = await fetch(`${replica.origin}/api/callback-requests`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status >= 500) throw new Error(`answered ${response.status}`);
      const answer = (await json(response)) as { request: { id: number; status_url: string } };
      posts.push(now() - due);
      accepted.set(name, answer.request.id);
      void follow(i, answer.request);
      return;
    } catch (error) {
      if (error instanceof Error && /: 4\d\d /.test(error.message)) {
        problems.push(`${name} was refused: ${error.message}`);
        return;
      }
      failovers++;
      await sleep(250);
    }
  }
  lost.push(name);
}

/** What follows a request: the driver looks at the status page; staff take two in three. */
async function follow(i: number, request: { id: number; status_url: string }) {
  try {
    await sleep(5_000);
    const statusToken = request.status_url.split('/').at(-1);
    const status = await fetch(`${a.origin}/api/requests/status/${statusToken}`, {
      headers: { 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    });
    if (status.ok) statusLookUps++;
    if (i % 3 === 2) return;
    await sleep(10_000);
    const taken = await fetch(`${a.origin}/api/callback-requests/${request.id}/acknowledge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    if (taken.ok) acknowledged++;
  } catch {
    // A driver who gave up looking, or staff whose click did not go through: neither is checked.
  }
}

async function restartB() {
  const b = replicas[1];
  replicas[1] = undefined;
  await b?.stop();
  replicas[1] = await startReplica(env);
  restarts++;
  log(`replica B restarted (${restarts})`);
}

const mailDownAt = Math.max(0, DURATION_MS / 2 - MAIL_DOWN_MS / 2);
let mailDown = false;
const collectEmails = () => {
  for (const email of mail.received) {
    const name = NAME.exec(email.mail.subject ?? '')?.[0];
    if (name) emailed.add(name);
  }
};
const ticker = setInterval(() => {
  collectEmails();
  memoryA.push({ at: elapsed(), mb: residentMb(a.pid) });
}, 10_000);

try {
  log(
    `soak: ${DURATION_MS / 60_000} min at ${RATE}/s on 2 replicas and PostgreSQL; B restarted every ${RESTART_EVERY_MS / 60_000} min; mail down ${MAIL_DOWN_MS / 60_000} min from ${(mailDownAt / 60_000).toFixed(1)} min; load ${loadavg()[0]?.toFixed(1)}`,
  );
  started = now();
  const sent: Promise<void>[] = [];
  let nextRestart = RESTART_EVERY_MS;
  for (let i = 0; elapsed() < DURATION_MS; i++) {
    const wait = (i * 1000) / RATE - elapsed();
    if (wait > 0) await sleep(wait);
    sent.push(drive(i));
    if (elapsed() >= nextRestart) {
      nextRestart += RESTART_EVERY_MS;
      restartB().catch((error: Error) =>
        problems.push(`replica B did not restart: ${error.message}`),
      );
    }
    if (!mailDown && elapsed() >= mailDownAt && elapsed() < mailDownAt + MAIL_DOWN_MS) {
      mailDown = true;
      collectEmails();
      await mail.close();
      log('mail server down');
      setTimeout(async () => {
        mail = await startSmtpSink(mailPort);
        log('mail server up again');
      }, MAIL_DOWN_MS);
    }
    if (i % Math.max(1, Math.round(RATE * 60)) === 0) {
      log(
        `${accepted.size} stored, ${emailed.size} emailed, ${failovers} failovers, A ${residentMb(a.pid).toFixed(0)} MB, load ${loadavg()[0]?.toFixed(1)}`,
      );
    }
  }
  await Promise.all(sent);
  log(`traffic over: ${accepted.size} requests stored; waiting for every alert`);
  const names = [...accepted.keys()];
  const pushed = () =>
    new Set(push.received.map((p) => NAME.exec(String(p.payload.title))?.[0]).filter(Boolean));
  const drainUntil = now() + DRAIN_MS;
  while (now() < drainUntil) {
    collectEmails();
    const pushes = pushed();
    if (names.every((name) => emailed.has(name) && pushes.has(name))) break;
    await sleep(2_000);
  }
  collectEmails();
  const pushes = pushed();

  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const stored = (
    await db.query<{ requests: string; phones: string }>(
      'select count(*) as requests, count(distinct phone) as phones from callback_requests',
    )
  ).rows[0];
  const stuck = (
    await db.query<{ kind: string; count: string }>(
      `select kind, count(*) from jobs where state = 'pending' and run_at < now() - interval '1 minute' group by kind`,
    )
  ).rows;
  const gaveUp = (
    await db.query<{ count: string }>(`select count(*) from jobs where state = 'failed'`)
  ).rows[0];
  await db.end();

  const settled = memoryA.find((sample) => sample.at >= SETTLED_MS) ?? memoryA[0];
  const last = memoryA.at(-1);
  const growth = settled && last ? last.mb / settled.mb - 1 : Number.NaN;
  const check = (ok: boolean, text: string) => {
    console.log(`${ok ? 'met   ' : 'MISSED'}  ${text}`);
    if (!ok) process.exitCode = 1;
  };
  console.log(
    `\nload average ${loadavg()[0]?.toFixed(1)}; POST p50 ${percentile(posts, 50).toFixed(1)} ms, p99 ${percentile(posts, 99).toFixed(1)} ms over ${posts.length} (failover retries included); ${failovers} failovers, ${restarts} restarts, ${statusLookUps} status look-ups, ${acknowledged} taken by staff`,
  );
  check(
    lost.length === 0 && problems.length === 0,
    `every driver's request answered (${lost.length} lost, ${problems.length} refused)`,
  );
  check(
    Number(stored?.requests) === accepted.size && Number(stored?.phones) === accepted.size,
    `stored once: ${stored?.requests} rows, ${stored?.phones} phones, ${accepted.size} answered`,
  );
  const notEmailed = names.filter((name) => !emailed.has(name));
  const notPushed = names.filter((name) => !pushes.has(name));
  check(
    notEmailed.length === 0,
    `every request emailed (${names.length - notEmailed.length}/${names.length})`,
  );
  check(
    notPushed.length === 0,
    `every request pushed (${names.length - notPushed.length}/${names.length})`,
  );
  check(
    stuck.length === 0,
    `no job stuck (${stuck.map((s) => `${s.count} ${s.kind}`).join(', ') || 'none'}; ${gaveUp?.count} gave up)`,
  );
  check(
    growth < MEMORY_GOAL,
    `replica A's memory: ${settled?.mb.toFixed(0)} MB at ${((settled?.at ?? 0) / 60_000).toFixed(1)} min, ${last?.mb.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)}%, goal < ${MEMORY_GOAL * 100}%)`,
  );
} finally {
  clearInterval(ticker);
  await Promise.all(replicas.map((replica) => replica?.stop()));
  await mail.close();
  await push.close();
  await scratch.drop();
  await rm(tlsFolder, { recursive: true, force: true });
}
