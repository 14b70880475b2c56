import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { newJob } from './support/dispatch.ts';
import { type ReceivedEmail, startSmtpSink } from './support/smtp-sink.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const SITE = 'https://www.recovery.example';
// Email set up, texts not: drivers who gave an email are asked by email.
const api = useTestApi({
  SMTP_URL: sink.url,
  ALERT_EMAIL_FROM: 'West Midlands Recovery <hello@recovery.example>',
  ALERT_EMAIL_TO: 'duty@recovery.example',
  SITE_URL: SITE,
  SITE_NAME: 'West Midlands Recovery',
  REVIEW_REQUEST_DELAY: '1s',
  // Scheduled jobs are found by polling: often here, so a due job runs soon after.
  JOB_POLL_MS: '100',
  // A send the mail server drops (a pooled connection closed under load) is tried again soon.
  JOB_RETRY_BASE_MS: '100',
  JOB_RETRY_MAX_MS: '500',
});

const linkIn = (text: string) => /\/r\/([A-Za-z0-9_-]{16})/.exec(text)?.[1];
const reviewEmailTo = (address: string, words: string) => (e: ReceivedEmail) =>
  e.envelopeTo.includes(address) && (e.mail.subject ?? '').includes(words);

async function completeJob(token: string, fields: Record<string, unknown>) {
  const job = await newJob(api, fields);
  const answer = await api.call('PUT', `/api/callback-requests/${job.id}`, {
    token,
    body: { status: 'completed' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return job;
}

async function rowOf(token: string, reference: string, state?: string) {
  return waitFor(`the review request of ${reference}`, async () => {
    const answer = await api.call('GET', '/api/review-requests', { token });
    const row = answer.body.requests.find((r: { reference: string }) => r.reference === reference);
    return row && (!state || row.state === state) ? row : undefined;
  });
}

/**
 * Brings the reminder forward. It is queued just after the email leaves, in a transaction of its
 * own, so a test that acts on the email at once can get here first: wait for it to exist.
 */
async function reminderDue(reviewRequestId: number) {
  await waitFor('the reminder queued', async () => {
    const { rows } = await sql`update jobs set run_at = now() where kind = 'review.reminder'
      and (payload->>'review_request_id')::int = ${reviewRequestId} returning id`.execute(
      api.runtime.deps.db,
    );
    return rows.length > 0 ? true : undefined;
  });
}

// Each test waits for jobs that come due one after the other: slow on a busy machine.
describe('review requests by email (email set up, texts not)', { timeout: 120_000 }, () => {
  it('emails the driver with the link through the site and a one-click unsubscribe, then one reminder', async () => {
    const owner = await api.login();
    const job = await completeJob(owner, { email: 'priya.shah@example.com' });
    const asked = await sink.waitFor(reviewEmailTo('priya.shah@example.com', 'How did we do'));
    const text = asked.mail.text ?? '';
    const token = linkIn(text);
    expect(asked.mail.subject).toBe(
      `How did we do? Your job ${job.reference} with West Midlands Recovery`,
    );
    expect(text).toContain(`Leave a review: ${SITE}/r/${token}\n`);
    expect(text).toContain(`No more review emails from us: ${SITE}/r/${token}/unsubscribe`);
    expect(text).toContain('Whatever your experience');
    const header = (name: string) =>
      (asked.mail.headerLines.find((line) => line.key === name)?.line ?? '').replace(
        /\r\n\s+/g,
        ' ',
      );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${SITE}/r/${token}/unsubscribe>`);
    const row = await rowOf(owner, job.reference, 'sent');
    expect(row.channel).toBe('email');

    await reminderDue(row.id);
    const reminder = await sink.waitFor(reviewEmailTo('priya.shah@example.com', 'A reminder'));
    expect(reminder.mail.text).toContain(`${SITE}/r/${token}`);
    expect(reminder.mail.text).toContain('This is our only reminder');
    await rowOf(owner, job.reference, 'reminded');
  });

  it('unsubscribes without signing in: no reminder, and that address is never asked again', async () => {
    const owner = await api.login();
    const first = await completeJob(owner, { email: 'sam.jones@example.com' });
    const asked = await sink.waitFor(reviewEmailTo('sam.jones@example.com', 'How did we do'));
    const token = linkIn(asked.mail.text ?? '') as string;

    const unsubscribed = await api.call('POST', `/api/review-links/${token}/unsubscribe`);
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.message).toBe('You will get no more review emails from us');
    const row = await rowOf(owner, first.reference, 'unsubscribed');

    await reminderDue(row.id);
    await waitFor('the reminder job done', async () => {
      const { rows } = await sql<{ state: string }>`select state from jobs
        where kind = 'review.reminder' and (payload->>'review_request_id')::int = ${row.id}`.execute(
        api.runtime.deps.db,
      );
      return rows[0]?.state === 'done' ? true : undefined;
    });

    // The same driver, another job, the address written differently.
    const second = await completeJob(owner, { email: 'Sam.Jones@example.com' });
    const again = await rowOf(owner, second.reference);
    expect(again).toMatchObject({ state: 'opted_out', channel: null, sent_at: null });
    expect(
      sink.received.filter((e) => e.envelopeTo.includes('sam.jones@example.com')),
    ).toHaveLength(1);
    const { counts } = (await api.call('GET', '/api/review-requests', { token: owner })).body;
    expect(counts.opted_out).toBe(2);
  });

  it('records a driver with no email and no way to text as not asked', async () => {
    const owner = await api.login();
    const job = await completeJob(owner, {});
    expect(await rowOf(owner, job.reference)).toMatchObject({
      state: 'unreachable',
      channel: null,
    });
  });
});
