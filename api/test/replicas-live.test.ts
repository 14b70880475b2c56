import { createScratchDatabase } from '@tow/server-kit/test-support/scratch-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../src/db/listen-on-server.ts';
import { type ApiProcess, startApiProcess } from './support/api-process.ts';
import { type EventStreamReader, readEventStream } from './support/event-stream.ts';
import { waitFor } from './support/wait-for.ts';

// Runs in the postgres project only (vitest.config.ts): replicas share a PostgreSQL server.
const ADMIN = { email: 'owner@example.com', password: 'a-long-replica-password' };
const DRIVER = {
  name: 'Rita Replica',
  phone: '07700 900123',
  location: 'M5 J1, West Bromwich',
  service_type: 'Towing Service',
};

describe('two API processes on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let sql: pg.Client;
  const replicas: ApiProcess[] = [];
  const streams: EventStreamReader[] = [];
  let token = '';

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '');
    const env = {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CALLBACK_RATE_LIMIT: '1000/1m',
      CALLBACK_SPAM_ADDRESS_LIMIT: '1000/1m',
      CALLBACK_SPAM_PHONE_LIMIT: '1000/1m',
      LOGIN_RATE_LIMIT: '1000/1m',
      ESCALATION_DELAYS: 'emergency=4s',
      JOB_LEASE_MS: '2000',
      JOB_POLL_MS: '100',
      // Each submission is a new request, though the same example phone sends them all.
      CALLBACK_REPEAT_WINDOW_MINUTES: '0',
    };
    replicas.push(...(await Promise.all([startApiProcess('A', env), startApiProcess('B', env)])));
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
    const login = await fetch(`${replicas[1]?.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await Promise.all(replicas.map((replica) => replica.stop()));
    await sql?.end();
    await scratch?.drop();
  });

  const replica = (index: number) => {
    const found = replicas[index];
    if (!found) throw new Error(`replica ${index} is not running`);
    return found;
  };

  async function listen(on: ApiProcess, lastEventId?: string) {
    const response = await fetch(`${on.url}/api/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
    });
    expect(response.status).toBe(200);
    const stream = await readEventStream(response);
    streams.push(stream);
    return stream;
  }

  async function submit(on: ApiProcess, body: Record<string, unknown> = {}) {
    const response = await fetch(`${on.url}/api/callback-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DRIVER, ...body }),
    });
    expect(response.status).toBe(201);
    const { request } = (await response.json()) as {
      request: { id: number; status_url: string; [field: string]: unknown };
    };
    // The record as staff see it: the driver's own status link is only in this answer, the spam
    // marks are never in it.
    const { status_url: _statusUrl, ...record } = request;
    return { ...record, suspected_spam: false, spam_reasons: [], crew_position: null } as {
      id: number;
      [field: string]: unknown;
    };
  }

  it('a request submitted on one replica reaches a console streaming from the other, and a reconnect catches up', async () => {
    const onB = await listen(replica(1));
    const created = await submit(replica(0));
    const event = await onB.next();
    expect(event).toMatchObject({ event: 'callback-request.created', data: created });
    await onB.close();

    const missed = [
      await submit(replica(0), { name: 'Missed Once' }),
      await submit(replica(0), { name: 'Missed Twice' }),
    ];
    const again = await listen(replica(1), event.id);
    expect([(await again.next()).data, (await again.next()).data]).toEqual(missed);
  });

  it('a service created through one replica shows on the public list the other replica had kept', async () => {
    const activeOn = async (on: ApiProcess, headers: Record<string, string> = {}) => {
      const response = await fetch(`${on.url}/api/services/active`, { headers });
      const body =
        response.status === 200
          ? ((await response.json()) as { services: { name: string }[] })
          : null;
      return {
        status: response.status,
        etag: response.headers.get('etag') ?? '',
        names: body?.services.map((s) => s.name) ?? [],
      };
    };
    const kept = await activeOn(replica(1));
    expect(kept.names).not.toContain('Replica Recovery');
    expect((await activeOn(replica(1), { 'if-none-match': kept.etag })).status).toBe(304);

    const created = await fetch(`${replica(0).url}/api/services`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Replica Recovery',
        icon: 'towing-service',
        short_description: 'Recovered by whichever replica you reach.',
        description: 'Shown by every replica once it is saved.',
        features: [],
        price_from: null,
        price_text: '',
        is_active: true,
        sort_order: 0,
      }),
    });
    expect(created.status).toBe(201);
    // Replica B hears of it from the database (a notification, a moment after the commit).
    const shown = await waitFor('replica B to show the new service', async () => {
      const now = await activeOn(replica(1), { 'if-none-match': kept.etag });
      return now.names.includes('Replica Recovery') ? now : undefined;
    });
    expect(shown.status).toBe(200);
    expect(shown.etag).not.toBe(kept.etag);
  });

  it('a change committed while the replicas were not listening shows once they listen again', async () => {
    const names = async () =>
      (
        (await (await fetch(`${replica(1).url}/api/services/active`)).json()) as {
          services: { name: string }[];
        }
      ).services.map((s) => s.name);
    expect(await names()).not.toContain('Missed Notice Recovery');
    // End every listening connection, then write before the replicas are back (they retry each second).
    const listening = `select pid from pg_stat_activity
      where datname = current_database() and application_name = $1`;
    await sql.query(`select pg_terminate_backend(pid) from (${listening}) l`, [
      LISTEN_APPLICATION_NAME,
    ]);
    await waitFor('the listening connections to end', async () =>
      (await sql.query(listening, [LISTEN_APPLICATION_NAME])).rowCount === 0 ? true : undefined,
    );
    await sql.query(`insert into services (name, icon, short_description, description, features, is_active, sort_order)
      values ('Missed Notice Recovery', 'towing-service', 'Short.', 'Long.', '[]', true, 0)`);
    // Nobody heard the notification: each replica reads the version again when it reconnects.
    await waitFor('replica B to show the change it did not hear of', async () =>
      (await names()).includes('Missed Notice Recovery') ? true : undefined,
    );
  });

  it('a job claimed by a replica killed with SIGKILL is delivered by the other after its lease', async () => {
    const created = await submit(replica(0), { urgency: 'emergency', name: 'Killed Midway' });
    // Hold the request's row: the replica that claims its escalation waits on it, job in hand.
    await sql.query('begin');
    await sql.query('select id from callback_requests where id = $1 for update', [created.id]);
    const job = (
      await sql.query<{ id: number; attempts: number }>(
        `select id, attempts from jobs where kind = 'escalation'
           and (payload->>'callback_request_id')::int = $1`,
        [created.id],
      )
    ).rows[0];
    // Taken well before the four-second delay: nobody has tried the escalation yet.
    expect(job?.attempts).toBe(0);
    const jobId = Number(job?.id);
    const claim = await waitFor(
      'a replica to claim the escalation',
      async () =>
        (
          await sql.query<{ worker: string; lease_until: Date }>(
            'select worker, lease_until from job_attempts where job_id = $1',
            [jobId],
          )
        ).rows[0],
      20_000,
    );
    const claimant = replicas.find((r) => claim.worker.includes(`:${r.child.pid}:`));
    const survivor = replicas.find((r) => r !== claimant);
    if (!claimant || !survivor) throw new Error(`no replica matches worker ${claim.worker}`);
    claimant.child.kill('SIGKILL');
    await new Promise((resolve) => claimant.child.once('exit', resolve));
    await sql.query('rollback');

    const done = await waitFor(
      'the escalation to be done',
      async () =>
        (
          await sql.query<{ state: string }>(`select state from jobs where id = $1`, [jobId])
        ).rows.find((row) => row.state === 'done'),
      20_000,
    );
    expect(done.state).toBe('done');
    const attempts = (
      await sql.query<{ worker: string; outcome: string | null; started_at: Date }>(
        'select worker, outcome, started_at from job_attempts where job_id = $1 order by attempt',
        [jobId],
      )
    ).rows;
    expect(attempts.map((a) => a.outcome)).toEqual([null, 'succeeded']);
    expect(attempts[1]?.worker).toContain(`:${survivor.child.pid}:`);
    expect(attempts[1]?.started_at.getTime()).toBeGreaterThanOrEqual(claim.lease_until.getTime());
    const escalations = await sql.query(
      `select actor from callback_request_history where callback_request_id = $1 and kind = 'escalated'`,
      [created.id],
    );
    expect(escalations.rows).toEqual([{ actor: 'system' }]);
  });
});
