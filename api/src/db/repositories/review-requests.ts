import type { ReviewRequestCounts, ReviewRequestRecord, ReviewRequestState } from '@tow/contracts';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../database.ts';
import type { ReviewRequestsTable } from '../schema.ts';
import { toIso } from './shared.ts';

export type StoredReviewRequest = Selectable<ReviewRequestsTable>;

export interface NewReviewRequest {
  callbackRequestId: number;
  token: string;
  channel: 'sms' | 'email' | null;
  notSentReason: 'opted_out' | 'unreachable' | null;
}

/** The job's review request, written once: a second try of the same job finds the first's row. */
export async function claimReviewRequest(
  db: DB,
  values: NewReviewRequest,
): Promise<StoredReviewRequest> {
  await db
    .insertInto('review_requests')
    .values({
      callback_request_id: values.callbackRequestId,
      token: values.token,
      channel: values.channel,
      not_sent_reason: values.notSentReason,
    })
    .onConflict((oc) => oc.column('callback_request_id').doNothing())
    .execute();
  const row = await findReviewRequestOfJob(db, values.callbackRequestId);
  if (!row) throw new Error('the review request was not stored');
  return row;
}

export function findReviewRequestOfJob(
  db: DB,
  callbackRequestId: number,
): Promise<StoredReviewRequest | undefined> {
  return db
    .selectFrom('review_requests')
    .selectAll()
    .where('callback_request_id', '=', callbackRequestId)
    .executeTakeFirst();
}

export function findReviewRequest(db: DB, id: number): Promise<StoredReviewRequest | undefined> {
  return db.selectFrom('review_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markReviewRequestSent(
  db: DB,
  id: number,
  column: 'sent_at' | 'reminded_at',
): Promise<void> {
  await db
    .updateTable('review_requests')
    .set({ [column]: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The link followed: the first time is kept, every time counted. Undefined for no such token. */
export function recordReviewOpen(db: DB, token: string): Promise<StoredReviewRequest | undefined> {
  return db
    .updateTable('review_requests')
    .set({
      opened_at: sql`coalesce(opened_at, now())`,
      open_count: sql`open_count + 1`,
    })
    .where('token', '=', token)
    .where('sent_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The email's unsubscribe: the request is marked and its address asks for no more review emails,
 * whichever job they would come from. Undefined for no such token.
 */
export async function unsubscribeReviewEmails(
  db: DB,
  token: string,
  email: (callbackRequestId: number) => Promise<string | null>,
): Promise<StoredReviewRequest | undefined> {
  const row = await db
    .updateTable('review_requests')
    .set({ unsubscribed_at: sql`coalesce(unsubscribed_at, now())` })
    .where('token', '=', token)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  const address = await email(row.callback_request_id);
  if (address) {
    await db
      .insertInto('review_email_opt_outs')
      .values({ email: address.toLowerCase() })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  return row;
}

export async function isReviewEmailOptedOut(db: DB, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('review_email_opt_outs')
    .select('email')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

function stateOf(row: StoredReviewRequest): ReviewRequestState {
  if (row.not_sent_reason) return row.not_sent_reason;
  if (row.unsubscribed_at) return 'unsubscribed';
  if (row.opened_at) return 'opened';
  if (row.reminded_at) return 'reminded';
  return row.sent_at ? 'sent' : 'sending';
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));

/** The latest review requests, newest first, with their job's reference and customer. */
export async function listReviewRequests(db: DB, limit: number): Promise<ReviewRequestRecord[]> {
  const rows = await db
    .selectFrom('review_requests')
    .innerJoin('callback_requests', 'callback_requests.id', 'review_requests.callback_request_id')
    .selectAll('review_requests')
    .select(['callback_requests.reference', 'callback_requests.name as customer_name'])
    .orderBy('review_requests.created_at', 'desc')
    .orderBy('review_requests.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    callback_request_id: row.callback_request_id,
    reference: row.reference,
    customer_name: row.customer_name,
    channel: row.channel,
    state: stateOf(row),
    sent_at: isoOrNull(row.sent_at),
    reminded_at: isoOrNull(row.reminded_at),
    opened_at: isoOrNull(row.opened_at),
    created_at: toIso(row.created_at),
  }));
}

/** Sent (asked at least once), opened, reminded, and opted out (STOP before, or unsubscribed). */
export async function countReviewRequests(db: DB): Promise<ReviewRequestCounts> {
  const row = await db
    .selectFrom('review_requests')
    .select([
      sql<number>`count(*) filter (where sent_at is not null)::int`.as('sent'),
      sql<number>`count(*) filter (where opened_at is not null)::int`.as('opened'),
      sql<number>`count(*) filter (where reminded_at is not null)::int`.as('reminded'),
      sql<number>`count(*) filter (where not_sent_reason = 'opted_out' or unsubscribed_at is not null)::int`.as(
        'opted_out',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
