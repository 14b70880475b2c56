import { z } from 'zod';
import {
  CALLBACK_HISTORY_KINDS,
  CALLBACK_STATUSES,
  DEFAULT_URGENCY,
  type LIVE_EVENT_TYPES,
  URGENCIES,
} from './constants.ts';
import { Id, optionalText, requiredText, Timestamp } from './fields.ts';
import { parseCallbackTime } from './local-time.ts';
import { normaliseUkPhone } from './uk-phone.ts';

/** A form's time is read to the minute, so a time set a moment ago still counts as "now". */
export const CALLBACK_TIME_GRACE_MS = 5 * 60_000;

export const CallbackRequestInput = z.object({
  name: requiredText('Name', 120),
  phone: requiredText('Phone', 40).refine(
    (value) => normaliseUkPhone(value) !== null,
    'Please enter a valid UK phone number, for example 07700 900123 or 0121 496 0000',
  ),
  email: z
    .union([z.literal(''), z.email({ error: 'Please enter a valid email address' }).max(254)], {
      error: 'Please enter a valid email address',
    })
    .nullish(),
  location: requiredText('Location', 120),
  service_type: requiredText('Service type', 120),
  urgency: z
    .enum(URGENCIES, { error: 'Urgency must be low, medium, high or emergency' })
    .default(DEFAULT_URGENCY),
  message: optionalText('Message', 2000),
  preferred_callback_time: z
    .union([z.literal(''), z.string().max(40)])
    .nullish()
    .superRefine((value, ctx) => {
      if (!value) return;
      const when = parseCallbackTime(value);
      if (!when) {
        ctx.addIssue({
          code: 'custom',
          message: 'Preferred callback time must be a date and time',
        });
      } else if (when.getTime() < Date.now() - CALLBACK_TIME_GRACE_MS) {
        ctx.addIssue({ code: 'custom', message: 'Preferred callback time cannot be in the past' });
      }
    }),
});

export const CallbackRequestUpdate = z.object({
  status: z.enum(CALLBACK_STATUSES, {
    error: (issue) =>
      issue.input === undefined
        ? 'Status is required'
        : 'Status must be pending, contacted, completed or cancelled',
  }),
  admin_notes: optionalText('Admin notes', 5000),
});

export const CallbackRequest = z.object({
  id: Id,
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  location: z.string(),
  service_type: z.string(),
  urgency: z.enum(URGENCIES),
  message: z.string(),
  preferred_callback_time: Timestamp.nullable(),
  status: z.enum(CALLBACK_STATUSES),
  admin_notes: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** When the request should have been called back: `created_at` + RESPONSE_TARGET_MINUTES. */
  respond_by: Timestamp,
  /** When a staff member took the request ("I'll take it"), and who. */
  acknowledged_at: Timestamp.nullable(),
  acknowledged_by: z.string().nullable(),
});

/** One entry of a request's history: what happened, when, and who did it (or `system`). */
export const CallbackRequestHistoryEntry = z.object({
  id: Id,
  at: Timestamp,
  kind: z.enum(CALLBACK_HISTORY_KINDS),
  actor: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

export type CallbackRequestInput = z.input<typeof CallbackRequestInput>;
export type CallbackRequestUpdate = z.input<typeof CallbackRequestUpdate>;
export type CallbackRequest = z.infer<typeof CallbackRequest>;
export type CallbackRequestHistoryEntry = z.infer<typeof CallbackRequestHistoryEntry>;
export type CallbackHistoryKind = (typeof CALLBACK_HISTORY_KINDS)[number];
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
export type Urgency = (typeof URGENCIES)[number];
