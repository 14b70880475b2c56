import { z } from 'zod';
import { SMS_DIRECTIONS, SMS_STATUSES } from './constants.ts';
import { storedRecord } from './fields.ts';

/** The longest text staff may send: four concatenated GSM-7 segments. */
export const SMS_BODY_MAX = 612;

/** One text of a request's conversation, either way. */
export const SmsMessage = storedRecord({
  direction: z.enum(SMS_DIRECTIONS),
  /** Who the text was for or from: the driver, or a staff member (alerts, replies to alerts). */
  audience: z.enum(['driver', 'staff']),
  body: z.string(),
  status: z.enum(SMS_STATUSES),
  /** The provider's or the site's reason a text was not delivered. */
  error: z.string().nullable(),
  /** Who sent it: a staff member's name, `system` for the site's own texts, null for a reply. */
  sent_by: z.string().nullable(),
  segments: z.number().int(),
});

/** A request's conversation, oldest first, and whether its phone has asked for no more texts. */
export const SmsConversation = z.object({
  messages: z.array(SmsMessage),
  opted_out: z.boolean(),
  /** False when the site has no SMS provider set up (SMS_URL unset). */
  sms_enabled: z.boolean(),
});

export const SmsMessageInput = z.object({
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(SMS_BODY_MAX, `Message must be at most ${SMS_BODY_MAX} characters`),
});

export type SmsMessage = z.infer<typeof SmsMessage>;
export type SmsConversation = z.infer<typeof SmsConversation>;
export type SmsMessageInput = z.input<typeof SmsMessageInput>;
