import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newJob } from './support/dispatch.ts';
import { TEXTS_SITE_URL, useTextingApi } from './support/texting-api.ts';
import { waitFor } from './support/wait-for.ts';

const { api, provider, reply } = await useTextingApi({
  SITE_NAME: 'West Midlands Recovery',
  // The job of the review request comes one second after completion here (2h by default).
  REVIEW_REQUEST_DELAY: '1s',
  // Scheduled jobs are found by polling: often here, so a due job runs soon after.
  JOB_POLL_MS: '100',
});

const e164 = (phone: string) => `+44${phone.replace(/\s/g, '').slice(1)}`;
const linkIn = (body: string) => /\/r\/([A-Za-z0-9_-]{16})/.exec(body)?.[1];

async function complete(token: string, id: number) {
  const answer = await api.call('PUT', `/api/callback-requests/${id}`, {
    token,
    body: { status: 'completed' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function reviewJobsOf(kind: string, key: string, id: number) {
  const { rows } = await sql<{ id: number; state: string; run_at: Date }>`
    select id, state, run_at from jobs where kind = ${kind} and (payload->>${key})::int = ${id}
  `.execute(api.runtime.deps.db);
  return rows;
}

/** Three days pass for the reminder: its job is made due now. */
async function reminderDue(reviewRequestId: number) {
  await sql`update jobs set run_at = now() where kind = 'review.reminder'
    and (payload->>'review_request_id')::int = ${reviewRequestId}`.execute(api.runtime.deps.db);
}

async function reviewList(token: string) {
  const answer = await api.call('GET', '/api/review-requests', { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function rowOf(token: string, reference: string) {
  return waitFor(`the review request of ${reference}`, async () =>
    (await reviewList(token)).requests.find(
      (r: { reference: string }) => r.reference === reference,
    ),
  );
}

// Each test waits for jobs that come due one after the other: slow on a busy machine.
describe('review requests by text (texts set up)', { timeout: 60_000 }, () => {
  it('texts the driver REVIEW_REQUEST_DELAY after completion, reminds once after 3 days, and counts both', async () => {
    const owner = await api.login();
    const job = await newJob(api);
    const to = e164(job.phone);
    const before = Date.now();
    await complete(owner, job.id);
    const after = Date.now();
    const [scheduled] = await reviewJobsOf('review.request', 'callback_request_id', job.id);
    const due = new Date(scheduled?.run_at ?? 0).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 1000 - 5);
    expect(due).toBeLessThanOrEqual(after + 1000 + 5);

    const asked = await provider.waitFor((t) => t.to === to && t.body.includes('How did we do'));
    const token = linkIn(asked.body);
    expect(token).toBeDefined();
    expect(asked.body).toBe(
      `West Midlands Recovery: thank you for calling us. How did we do on job ${job.reference}? ${TEXTS_SITE_URL}/r/${token} Reply STOP to opt out`,
    );
    const row = await rowOf(owner, job.reference);
    expect(row).toMatchObject({ channel: 'sms', state: 'sent', opened_at: null });

    await reminderDue(row.id);
    const reminder = await provider.waitFor((t) => t.to === to && /last reminder/i.test(t.body));
    expect(reminder.body).toContain(`${TEXTS_SITE_URL}/r/${token}`);
    expect(reminder.body).toContain('Reply STOP to opt out');
    await waitFor('the reminder counted', async () =>
      (await rowOf(owner, job.reference)).state === 'reminded' ? true : undefined,
    );
    const { counts } = await reviewList(owner);
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    expect(counts.reminded).toBeGreaterThanOrEqual(1);
  });

  it('records the open through /r/{token}, after which no reminder comes', async () => {
    const owner = await api.login();
    const job = await newJob(api);
    const to = e164(job.phone);
    await complete(owner, job.id);
    const asked = await provider.waitFor((t) => t.to === to && t.body.includes('How did we do'));
    const token = linkIn(asked.body) as string;
    const openedBefore = (await reviewList(owner)).counts.opened;

    const opened = await api.call('POST', `/api/review-links/${token}/open`);
    expect(opened.status).toBe(200);
    // Where the site sends the driver on: the business profile's Google review link.
    const { profile } = (await api.call('GET', '/api/business-profile')).body;
    expect(opened.body.review_url).toBe(profile.google_review_url);
    expect((await api.call('POST', `/api/review-links/${token}/open`)).status).toBe(200);
    const row = await rowOf(owner, job.reference);
    expect(row.state).toBe('opened');
    expect(row.opened_at).not.toBeNull();
    expect((await reviewList(owner)).counts.opened).toBe(openedBefore + 1);

    await reminderDue(row.id);
    await waitFor('the reminder job done', async () => {
      const [reminderJob] = await reviewJobsOf('review.reminder', 'review_request_id', row.id);
      return reminderJob?.state === 'done' ? true : undefined;
    });
    expect(provider.texts.filter((t) => t.to === to && /last reminder/i.test(t.body))).toEqual([]);
    expect((await rowOf(owner, job.reference)).reminded_at).toBeNull();
  });

  it('asks nobody who replied STOP, and shows them as opted out', async () => {
    const owner = await api.login();
    const job = await newJob(api);
    const to = e164(job.phone);
    await provider.waitFor((t) => t.to === to && t.body.includes(job.reference));
    expect((await reply(to, 'STOP')).status).toBe(200);
    const optedOutBefore = (await reviewList(owner)).counts.opted_out;

    await complete(owner, job.id);
    const row = await rowOf(owner, job.reference);
    expect(row).toMatchObject({ channel: null, state: 'opted_out', sent_at: null });
    expect((await reviewList(owner)).counts.opted_out).toBe(optedOutBefore + 1);
    expect(provider.texts.filter((t) => t.to === to && t.body.includes('How did we do'))).toEqual(
      [],
    );
  });

  it('asks once when a job is completed, reopened and completed again', async () => {
    const owner = await api.login();
    const job = await newJob(api);
    const to = e164(job.phone);
    await complete(owner, job.id);
    await provider.waitFor((t) => t.to === to && t.body.includes('How did we do'));
    await api.call('PUT', `/api/callback-requests/${job.id}`, {
      token: owner,
      body: { status: 'contacted' },
    });
    await complete(owner, job.id);
    await waitFor('the second review job done', async () => {
      const jobs = await reviewJobsOf('review.request', 'callback_request_id', job.id);
      return jobs.length === 2 && jobs.every((j) => j.state === 'done') ? true : undefined;
    });
    expect(
      provider.texts.filter((t) => t.to === to && t.body.includes('How did we do')),
    ).toHaveLength(1);
  });

  it('answers 404 for a link that does not exist', async () => {
    const unknown = await api.call('POST', '/api/review-links/AAAAAAAAAAAAAAAA/open');
    expect(unknown.status).toBe(404);
    expect((await api.call('POST', '/api/review-links/not-a-token/unsubscribe')).status).toBe(404);
  });

  it('refuses the list to someone not signed in', async () => {
    expect((await api.call('GET', '/api/review-requests')).status).toBe(401);
  });
});
