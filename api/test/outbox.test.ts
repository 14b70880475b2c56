import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteLiveEventsBefore } from '../src/events/live-events.ts';
import { claimJobs, deleteFinishedJobsBefore } from '../src/jobs/job-store.ts';
import { enqueueAnyJob, JOBS_CHANNEL } from '../src/jobs/outbox.ts';
import { type JobHandler, type JobRunner, startJobRunner } from '../src/jobs/runner.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

const api = useTestApi();
const silent = pino({ level: 'silent' });
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
});

const request = {
  name: 'Olu Outbox',
  phone: '07700 900123',
  location: 'A38, Bromsgrove',
  service_type: 'Towing Service',
  urgency: 'emergency',
};

async function jobsOf(requestId: number) {
  const { rows } = await sql<{ kind: string; payload: Record<string, unknown>; run_at: Date }>`
    select kind, payload, run_at from jobs
    where (payload->>'callback_request_id')::int = ${requestId} order by id`.execute(
    api.runtime.deps.db,
  );
  return rows;
}

async function attemptsOf(jobId: number) {
  return api.runtime.deps.db
    .selectFrom('job_attempts')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('attempt')
    .execute();
}

async function jobState(jobId: number) {
  const job = await api.runtime.deps.db
    .selectFrom('jobs')
    .select(['state', 'attempts', 'last_error'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return job;
}

async function startTestRunner(handlers: Record<string, JobHandler<null>>, worker: string) {
  const runner = await startJobRunner({
    database: api.runtime.database,
    handlers,
    deps: null,
    logger: silent,
    leaseMs: 10_000,
    pollMs: 50,
    retryBaseMs: 200,
    retryMaxMs: 5_000,
    maxAttempts: 5,
    worker,
  });
  runners.push(runner);
  return runner;
}

describe('the outbox of a new callback request', () => {
  it('holds its push alert and its escalation, due after the emergency delay, written with the request', async () => {
    const answer = await api.call('POST', '/api/callback-requests', { body: request });
    expect(answer.status).toBe(201);
    const { id, created_at } = answer.body.request;
    const jobs = await jobsOf(id);
    // No SMTP_URL in this test API: email alerts are not queued at all.
    expect(jobs.map((job) => [job.kind, job.payload])).toEqual([
      ['alert.push', { callback_request_id: id, kind: 'new' }],
      ['escalation', { callback_request_id: id }],
    ]);
    const escalation = jobs[1];
    expect(new Date(escalation?.run_at ?? 0).getTime()).toBe(
      new Date(created_at).getTime() + 5 * 60_000,
    );
  });

  it('schedules no escalation for an urgency ESCALATION_DELAYS does not name', async () => {
    const answer = await api.call('POST', '/api/callback-requests', {
      body: { ...request, urgency: 'low' },
    });
    expect((await jobsOf(answer.body.request.id)).map((job) => job.kind)).toEqual(['alert.push']);
  });

  it('keeps nothing when the transaction fails part-way: no request, no job, no history, no event', async () => {
    const { db } = api.runtime.deps;
    // Alert jobs of earlier requests may add `alert_sent` entries meanwhile: count the rest.
    const count = async (table: string) =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
            where ${table === 'callback_request_history' ? sql`kind = 'created'` : sql`true`}`.execute(
            db,
          )
        ).rows[0]?.n,
      );
    // The database refuses the live event of one request, after the row and before the jobs.
    await sql`
      create function refuse_test_event() returns trigger language plpgsql as $$
      begin
        if new.data->>'name' = 'Refuse Me' then raise exception 'refused by the test'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_test_event before insert on live_events
      for each row execute function refuse_test_event()`.execute(db);
    const before = {
      requests: await count('callback_requests'),
      jobs: await count('jobs'),
      history: await count('callback_request_history'),
      events: await count('live_events'),
    };
    try {
      const answer = await api.call('POST', '/api/callback-requests', {
        body: { ...request, name: 'Refuse Me' },
      });
      expect(answer.status).toBe(500);
      expect(answer.body.success).toBe(false);
    } finally {
      await sql`drop trigger refuse_test_event on live_events`.execute(db);
      await sql`drop function refuse_test_event()`.execute(db);
    }
    expect({
      requests: await count('callback_requests'),
      jobs: await count('jobs'),
      history: await count('callback_request_history'),
      events: await count('live_events'),
    }).toEqual(before);
  });
});

describe('the job runner', () => {
  it('retries a job whose handler throws, waiting longer each time, and records every attempt', async () => {
    let calls = 0;
    await startTestRunner(
      {
        'test.flaky': async () => {
          calls += 1;
          if (calls < 3) throw new Error(`not yet (${calls})`);
        },
      },
      'flaky-worker',
    );
    const jobId = await enqueueAnyJob(api.runtime.deps.db, 'test.flaky', { n: 1 });
    await waitFor('the flaky job to succeed', async () =>
      (await jobState(jobId)).state === 'done' ? true : undefined,
    );
    const attempts = await attemptsOf(jobId);
    expect(attempts.map((a) => [a.attempt, a.worker, a.outcome, a.error])).toEqual([
      [1, 'flaky-worker', 'failed', 'not yet (1)'],
      [2, 'flaky-worker', 'failed', 'not yet (2)'],
      [3, 'flaky-worker', 'succeeded', null],
    ]);
    const [first, second, third] = attempts.map((a) => ({
      started: new Date(a.started_at).getTime(),
      finished: new Date(a.finished_at ?? 0).getTime(),
    }));
    // Backoff doubles from JOB_RETRY_BASE_MS (200 ms here): at least 200 ms, then 400 ms.
    expect((second?.started ?? 0) - (first?.finished ?? 0)).toBeGreaterThanOrEqual(200);
    expect((third?.started ?? 0) - (second?.finished ?? 0)).toBeGreaterThanOrEqual(400);
    expect(await jobState(jobId)).toMatchObject({ state: 'done', attempts: 3, last_error: null });
  });

  it('gives a job up after the last allowed attempt, keeping its last error', async () => {
    await startTestRunner(
      {
        'test.hopeless': async () => {
          throw new Error('the mail server is gone');
        },
      },
      'hopeless-worker',
    );
    const jobId = await enqueueAnyJob(api.runtime.deps.db, 'test.hopeless', {});
    await waitFor(
      'the hopeless job to be given up',
      async () => ((await jobState(jobId)).state === 'failed' ? true : undefined),
      30_000,
    );
    expect(await jobState(jobId)).toMatchObject({
      attempts: 5,
      last_error: 'the mail server is gone',
    });
    expect((await attemptsOf(jobId)).map((a) => a.outcome)).toEqual(Array(5).fill('failed'));
  });

  it('delivers a job claimed by a worker that died, once that worker’s lease has run out', async () => {
    const { db } = api.runtime.deps;
    const jobId = await enqueueAnyJob(db, 'test.orphan', { parcel: 'alert' });
    // A worker claims it with a short lease and then never reports back.
    const [claimed] = await claimJobs(db, {
      kinds: ['test.orphan'],
      worker: 'worker-that-died',
      leaseMs: 500,
      limit: 1,
    });
    expect(claimed?.id).toBe(jobId);
    const delivered: unknown[] = [];
    await startTestRunner(
      {
        'test.orphan': async (payload) => {
          delivered.push(payload);
        },
      },
      'surviving-worker',
    );
    await waitFor('the orphaned job to be delivered', async () =>
      (await jobState(jobId)).state === 'done' ? true : undefined,
    );
    expect(delivered).toEqual([{ parcel: 'alert' }]);
    const [dead, survivor] = await attemptsOf(jobId);
    expect(dead).toMatchObject({ attempt: 1, worker: 'worker-that-died', outcome: null });
    expect(survivor).toMatchObject({
      attempt: 2,
      worker: 'surviving-worker',
      outcome: 'succeeded',
    });
    expect(new Date(survivor?.started_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(dead?.lease_until ?? 0).getTime(),
    );
  });

  it('counts a handler still busy when its lease ends as a failed attempt, and tries again', async () => {
    let calls = 0;
    const runner = await startJobRunner({
      database: api.runtime.database,
      handlers: {
        'test.stuck': async () => {
          calls += 1;
          // The first try hangs like a mail server that never answers.
          if (calls === 1) await new Promise(() => {});
        },
      },
      deps: null,
      logger: silent,
      leaseMs: 300,
      pollMs: 50,
      retryBaseMs: 50,
      retryMaxMs: 50,
      maxAttempts: 3,
      worker: 'patient-worker',
    });
    runners.push(runner);
    const jobId = await enqueueAnyJob(api.runtime.deps.db, 'test.stuck', {});
    const attempts = await waitFor('the stuck job to succeed on a later try', async () => {
      const all = await attemptsOf(jobId);
      return (await jobState(jobId)).state === 'done' && all.every((a) => a.outcome !== null)
        ? all
        : undefined;
    });
    expect(attempts.map((a) => [a.outcome, a.error])).toEqual([
      ['failed', 'still running when its lease ended'],
      ['succeeded', null],
    ]);
  });

  it('takes over, on its notification alone, a job another replica wrote and did not claim', async () => {
    const { db } = api.runtime.deps;
    const delivered: unknown[] = [];
    const runner = await startJobRunner({
      database: api.runtime.database,
      handlers: {
        'test.handed-over': async (payload) => {
          delivered.push(payload);
        },
      },
      deps: null,
      logger: silent,
      leaseMs: 10_000,
      // No poll within the test: only the notification can wake this worker.
      pollMs: 600_000,
      retryBaseMs: 200,
      retryMaxMs: 5_000,
      maxAttempts: 5,
      takeOverMs: 100,
      worker: 'other-replica',
    });
    runners.push(runner);
    // Written as a replica whose worker then never claims it would write it.
    const { rows } = await sql<{ id: number }>`
      with written as (
        insert into jobs (kind, payload, run_at)
        values ('test.handed-over', '{"parcel":"alert"}'::jsonb, now()) returning id
      )
      select id, pg_notify(${JOBS_CHANNEL}, 'replica-that-went-quiet test.handed-over') from written`.execute(
      db,
    );
    const jobId = Number(rows[0]?.id);
    await waitFor('the other replica to deliver the job', async () =>
      (await jobState(jobId)).state === 'done' ? true : undefined,
    );
    expect(delivered).toEqual([{ parcel: 'alert' }]);
    expect((await attemptsOf(jobId)).map((a) => [a.worker, a.outcome])).toEqual([
      ['other-replica', 'succeeded'],
    ]);
  });

  it('housekeeping removes finished jobs with their attempts and old live events, never a pending job', async () => {
    const { db } = api.runtime.deps;
    const pending = await enqueueAnyJob(db, 'test.nobody-runs-this', {});
    const finished = await db
      .selectFrom('jobs')
      .select('id')
      .where('state', '!=', 'pending')
      .execute();
    expect(finished.length).toBeGreaterThan(0);
    const later = new Date(Date.now() + 60_000);
    await deleteFinishedJobsBefore(db, later);
    await deleteLiveEventsBefore(db, later);
    const left = await db.selectFrom('jobs').select(['id', 'state']).execute();
    expect(left.every((job) => job.state === 'pending')).toBe(true);
    expect(left.map((job) => job.id)).toContain(pending);
    const attempts = await db
      .selectFrom('job_attempts')
      .select('job_id')
      .where(
        'job_id',
        'in',
        finished.map((job) => job.id),
      )
      .execute();
    expect(attempts).toEqual([]);
    expect(await db.selectFrom('live_events').select('id').execute()).toEqual([]);
  });
});
