/**
 * A completed job's review request, one function per step: queued with the completing step (due
 * REVIEW_REQUEST_DELAY later), asked by text or email, reminded once three days on when the link
 * was not opened, the link opened, and review emails unsubscribed. Every completed job is asked
 * the same way (nothing depends on a rating or on how the job went); a driver who replied STOP or
 * unsubscribed is never asked.
 */
import { randomBytes } from 'node:crypto';
import { type CallbackRequest, REVIEW_TOKEN_PATTERN } from '@tow/contracts';
import type { EmailAlertChannel } from '../alerts/email-channel.ts';
import { composeReviewEmail } from '../alerts/review-email.ts';
import type { DB } from '../db/database.ts';
import { lockKey } from '../db/repositories/advisory-locks.ts';
import { findCallbackRequest } from '../db/repositories/callback-requests.ts';
import {
  claimReviewRequest,
  findReviewRequest,
  findReviewRequestOfJob,
  isReviewEmailOptedOut,
  markReviewRequestSent,
  recordReviewOpen,
  type StoredReviewRequest,
  unsubscribeReviewEmails,
} from '../db/repositories/review-requests.ts';
import { isOptedOut } from '../db/repositories/sms-opt-outs.ts';
import type { NewJob } from '../jobs/outbox.ts';
import { notFound } from '../lib/api-error.ts';
import { reviewText } from '../sms/text-content.ts';
import type { TextPolicy } from './alert-plan.ts';
import { driverText, textablePhone } from './text-steps.ts';
import { recordTransition } from './transition-writes.ts';

/** The one reminder comes this long after the request, when its link was not opened. */
export const REVIEW_REMINDER_AFTER_MS = 3 * 86_400_000;

/** How the site asks: its texts (null without SMS), its review emails (null without SMTP). */
export interface ReviewSenders {
  texts: TextPolicy | null;
  email: Pick<EmailAlertChannel, 'sendReviewEmail'> | null;
  site: { siteName: string; siteUrl: string; sitePhone: string };
}

/**
 * The review request a step queues when it completes the job (and only then: a job completed,
 * reopened and completed again is still asked once, by the request's own row).
 */
export function reviewRequestJobs(
  before: Pick<CallbackRequest, 'status'>,
  after: Pick<CallbackRequest, 'id' | 'status'>,
  delayMs: number,
): NewJob[] {
  if (after.status !== 'completed' || before.status === 'completed') return [];
  return [
    {
      kind: 'review.request',
      payload: { callback_request_id: after.id },
      runAt: new Date(Date.now() + delayMs),
    },
  ];
}

const reviewUrl = (senders: ReviewSenders, token: string) => `${senders.site.siteUrl}/r/${token}`;

type Reach =
  | { channel: 'sms'; phone: string }
  | { channel: 'email'; email: string }
  | { channel: null; reason: 'opted_out' | 'unreachable' };

/**
 * How to ask this driver: a text to a mobile the site may text, else an email when they gave one.
 * A STOP or an unsubscribe is an answer: such a driver is not asked by the other way either.
 */
async function reachOf(db: DB, request: CallbackRequest, senders: ReviewSenders): Promise<Reach> {
  const phone = senders.texts ? textablePhone(request.phone, senders.texts) : null;
  const email = senders.email && request.email ? request.email : null;
  const optedOut =
    (phone !== null && (await isOptedOut(db, phone))) ||
    (request.email !== null && (await isReviewEmailOptedOut(db, request.email)));
  if (optedOut) return { channel: null, reason: 'opted_out' };
  if (phone) return { channel: 'sms', phone };
  if (email) return { channel: 'email', email };
  return { channel: null, reason: 'unreachable' };
}

function reminderJob(row: StoredReviewRequest): NewJob {
  return {
    kind: 'review.reminder',
    payload: { review_request_id: row.id },
    runAt: new Date(Date.now() + REVIEW_REMINDER_AFTER_MS),
  };
}

/**
 * The `review.request` job: the driver of a job still completed (not deleted, reopened or spam)
 * is asked once, by text (sent by its own job) or email, and the reminder is queued; a driver who
 * opted out or cannot be reached is recorded as such for the console.
 */
export async function askForReview(
  db: DB,
  callbackRequestId: number,
  senders: ReviewSenders,
): Promise<void> {
  const claimed = await db.transaction().execute(async (trx) => {
    // One job at a time per request: a second completion's job waits, then finds the first's row.
    await lockKey(trx, `review:${callbackRequestId}`);
    const request = await findCallbackRequest(trx, callbackRequestId);
    if (request?.status !== 'completed' || request.suspected_spam) return null;
    const existing = await findReviewRequestOfJob(trx, request.id);
    if (existing && (existing.sent_at || existing.not_sent_reason)) return null;
    const reach = await reachOf(trx, request, senders);
    const row = await claimReviewRequest(trx, {
      callbackRequestId: request.id,
      token: existing?.token ?? randomBytes(12).toString('base64url'),
      channel: reach.channel,
      notSentReason: reach.channel === null ? reach.reason : null,
    });
    if (reach.channel === 'sms' && senders.texts) {
      const body = reviewText(request, reviewUrl(senders, row.token), senders.texts, false);
      await markReviewRequestSent(trx, row.id, 'sent_at');
      await recordTransition(trx, request.id, {
        texts: [driverText(request, 'review', body, reach.phone)],
        jobs: [reminderJob(row)],
      });
      return null;
    }
    return reach.channel === 'email' ? { request, row, email: reach.email } : null;
  });
  if (!claimed || !senders.email) return;
  // Sent outside the transaction (a mail server can be slow); a failure throws and the job retries.
  await senders.email.sendReviewEmail(
    claimed.email,
    composeReviewEmail(claimed.request, emailLinks(senders, claimed.row), false),
  );
  await db.transaction().execute(async (trx) => {
    await markReviewRequestSent(trx, claimed.row.id, 'sent_at');
    await recordTransition(trx, claimed.request.id, { jobs: [reminderJob(claimed.row)] });
  });
}

function emailLinks(senders: ReviewSenders, row: StoredReviewRequest) {
  return {
    siteName: senders.site.siteName,
    sitePhone: senders.site.sitePhone,
    reviewUrl: reviewUrl(senders, row.token),
    unsubscribeUrl: `${reviewUrl(senders, row.token)}/unsubscribe`,
  };
}

/**
 * The `review.reminder` job: one reminder by the same way, unless the link was opened, the
 * driver opted out since, or the way is no longer set up.
 */
export async function remindOfReview(
  db: DB,
  reviewRequestId: number,
  senders: ReviewSenders,
): Promise<void> {
  const row = await findReviewRequest(db, reviewRequestId);
  if (!row?.sent_at || row.opened_at || row.reminded_at || row.unsubscribed_at) return;
  const request = await findCallbackRequest(db, row.callback_request_id);
  if (!request) return;
  const reach = await reachOf(db, request, senders);
  if (reach.channel !== row.channel) return;
  if (reach.channel === 'sms' && senders.texts) {
    const body = reviewText(request, reviewUrl(senders, row.token), senders.texts, true);
    await db.transaction().execute(async (trx) => {
      await markReviewRequestSent(trx, row.id, 'reminded_at');
      await recordTransition(trx, request.id, {
        texts: [driverText(request, 'review_reminder', body, reach.phone)],
      });
    });
    return;
  }
  if (reach.channel === 'email' && senders.email) {
    await senders.email.sendReviewEmail(
      reach.email,
      composeReviewEmail(request, emailLinks(senders, row), true),
    );
    await markReviewRequestSent(db, row.id, 'reminded_at');
  }
}

const knownToken = (token: string) => REVIEW_TOKEN_PATTERN.test(token);

/** The driver followed the link: recorded (the first time kept, every time counted); 404 unknown. */
export async function openReviewLink(db: DB, token: string): Promise<void> {
  if (!knownToken(token) || !(await recordReviewOpen(db, token))) throw notFound('Review link');
}

/** The email's unsubscribe: no reminder, and no review email to that address again; 404 unknown. */
export async function unsubscribeFromReviews(db: DB, token: string): Promise<void> {
  const row = knownToken(token)
    ? await unsubscribeReviewEmails(
        db,
        token,
        async (id) => (await findCallbackRequest(db, id))?.email ?? null,
      )
    : undefined;
  if (!row) throw notFound('Review link');
}
