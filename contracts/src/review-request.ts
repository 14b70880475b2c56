import { z } from 'zod';

/**
 * Where a driver's review request stands, as the console names it: being sent (an email on its
 * way to the mail server), asked (by text or email),
 * reminded once, opened (the link followed), or not asked because they opted out (STOP, or the
 * email's unsubscribe) or gave no way to reach them.
 */
export const REVIEW_REQUEST_STATES = [
  'sending',
  'sent',
  'reminded',
  'opened',
  'unsubscribed',
  'opted_out',
  'unreachable',
] as const;
export type ReviewRequestState = (typeof REVIEW_REQUEST_STATES)[number];

export const REVIEW_REQUEST_STATE_LABELS: Record<ReviewRequestState, string> = {
  sending: 'Sending',
  sent: 'Sent',
  reminded: 'Reminded',
  opened: 'Opened',
  unsubscribed: 'Unsubscribed',
  opted_out: 'Not sent: opted out',
  unreachable: 'Not sent: no mobile or email',
};

/** A review request's link: `/r/{token}` on the site, 16 URL-safe characters. */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16}$/;

export const ReviewRequestRecord = z.object({
  id: z.number().int(),
  callback_request_id: z.number().int(),
  reference: z.string(),
  customer_name: z.string(),
  channel: z.enum(['sms', 'email']).nullable(),
  state: z.enum(REVIEW_REQUEST_STATES),
  sent_at: z.string().nullable(),
  reminded_at: z.string().nullable(),
  opened_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewRequestRecord = z.infer<typeof ReviewRequestRecord>;

/** The numbers at the top of the console's view, over every request ever made. */
export const ReviewRequestCounts = z.object({
  sent: z.number().int(),
  opened: z.number().int(),
  reminded: z.number().int(),
  opted_out: z.number().int(),
});
export type ReviewRequestCounts = z.infer<typeof ReviewRequestCounts>;
