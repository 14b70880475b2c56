import { z } from 'zod';
import { URGENCIES } from './constants.ts';

/** Bytes a base64url text decodes to, or null when it is not base64url. */
function base64UrlLength(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  const unpadded = value.replace(/=+$/, '');
  return Math.floor((unpadded.length * 3) / 4);
}

/**
 * The browser's `PushSubscription.toJSON()`: the push service's URL and the keys that encrypt for
 * this browser (RFC 8291: an uncompressed P-256 point of 65 bytes and a 16-byte secret).
 */
export const PushSubscriptionInput = z.object({
  endpoint: z
    .string({ error: 'Endpoint is required' })
    .max(2048, 'Endpoint is too long')
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Endpoint must be the https:// address of a push service'),
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: 'keys.p256dh is required' })
        .refine(
          (value) => base64UrlLength(value) === 65,
          'keys.p256dh must be a base64url P-256 public key (65 bytes)',
        ),
      auth: z
        .string({ error: 'keys.auth is required' })
        .refine(
          (value) => base64UrlLength(value) === 16,
          'keys.auth must be a base64url secret of 16 bytes',
        ),
    },
    { error: 'keys (p256dh and auth) are required' },
  ),
});

export const PushSubscriptionRemoval = z.object({
  endpoint: z.string({ error: 'Endpoint is required' }).min(1, 'Endpoint is required').max(2048),
});

/**
 * How long a request of each urgency may wait untaken before it escalates (`ESCALATION_DELAYS`),
 * in seconds; an urgency left out never escalates. The console counts down to it beside the
 * response clock, which counts to the (later) time to call back.
 */
export const EscalationDelaysSeconds = z.partialRecord(
  z.enum(URGENCIES),
  z.number().int().positive(),
);

/** Health of the alert channels, for the console's warning banner, and the escalation delays. */
export const AlertStatus = z.object({
  email: z.object({
    configured: z.boolean(),
    failing_since: z.string().nullable(),
    last_error: z.string().nullable(),
  }),
  push: z.object({
    subscriptions: z.number().int(),
    failing_since: z.string().nullable(),
  }),
  /** Texts (SMS_URL): which provider, and failing since the first failure after a success. */
  sms: z.object({
    configured: z.boolean(),
    provider: z.enum(['twilio', 'kannel']).nullable(),
    failing_since: z.string().nullable(),
    last_error: z.string().nullable(),
  }),
  escalation_delays_seconds: EscalationDelaysSeconds,
});

/** "Send test text": a phone of the person testing (UK or international form). */
export const TestTextInput = z.object({
  to: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(40, 'Phone is too long')
    .regex(/^[+\d\s()-]+$/, 'Please enter a mobile number, for example 07700 900123'),
});

export const AlertTestResult = z.object({
  email: z.enum(['sent', 'failed', 'not_configured']),
  push: z.object({ sent: z.number().int(), failed: z.number().int() }),
});

/** What a push message carries; the console's service worker shows it and opens `url` on click. */
export const PushAlertPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  id: z.number().int().nullable(),
  kind: z.enum(['new', 'escalation', 'test']),
  urgency: z.string().nullable(),
  /** Same tag for the same request and kind: a retried delivery replaces the notification. */
  tag: z.string(),
});

export type PushSubscriptionInput = z.input<typeof PushSubscriptionInput>;
export type AlertStatus = z.infer<typeof AlertStatus>;
export type EscalationDelaysSeconds = z.infer<typeof EscalationDelaysSeconds>;
export type AlertTestResult = z.infer<typeof AlertTestResult>;
export type PushAlertPayload = z.infer<typeof PushAlertPayload>;
