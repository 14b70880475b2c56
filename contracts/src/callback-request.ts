import { z } from 'zod';
import {
  ALWAYS_ALERTED_URGENCIES,
  CALLBACK_HISTORY_KINDS,
  CALLBACK_STATUSES,
  DEFAULT_URGENCY,
  type LIVE_EVENT_TYPES,
  SPAM_REASONS,
  URGENCIES,
} from './constants.ts';
import { CrewPosition } from './crew-position.ts';
import { JOB_STAGES } from './dispatch.ts';
import { flag, Id, optionalText, requiredText, Timestamp } from './fields.ts';
import { parseCallbackTime } from './local-time.ts';
import { normaliseUkPhone } from './uk-phone.ts';

/** A form's time is read to the minute, so a time set a moment ago still counts as "now". */
export const CALLBACK_TIME_GRACE_MS = 5 * 60_000;

function coordinate(label: string, limit: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullish();
}

/** A hidden field of the form, never stored: refused like any text the database could not hold. */
function hiddenText(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => !value.includes('\0'), `${label} cannot contain a NUL character`)
    .optional();
}

export const CallbackRequestInput = z
  .object({
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
          ctx.addIssue({
            code: 'custom',
            message: 'Preferred callback time cannot be in the past',
          });
        }
      }),
    /** The phone's position ("Use my location"): both or neither. */
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    location_accuracy_m: z
      .number({ error: 'Location accuracy must be a number of metres' })
      .min(0, 'Location accuracy cannot be negative')
      .max(1_000_000, 'Location accuracy is too large')
      .nullish(),
    /** On a hard shoulder, in a live lane, on a smart motorway or a blind bend: an emergency. */
    unsafe_location: flag('Unsafe location', false),
    /**
     * The public form's honeypot: a field people never see (hidden, out of the tab order), so
     * anything in it marks the request as suspected spam. API clients leave it out.
     */
    website: hiddenText('Website').describe('Leave out: the form’s hidden field'),
    /**
     * When the public form was opened, as `GET /api/callback-requests/form-stamp` signed it: a
     * request sent sooner than `CALLBACK_MIN_FILL_SECONDS` after is marked as suspected spam. An
     * absent or unreadable stamp is not judged.
     */
    form_stamp: hiddenText('Form stamp').describe('The form’s signed opening time'),
  })
  .superRefine((value, ctx) => {
    const hasLat = value.latitude !== null && value.latitude !== undefined;
    const hasLng = value.longitude !== null && value.longitude !== undefined;
    if (hasLat !== hasLng) {
      ctx.addIssue({
        code: 'custom',
        path: [hasLat ? 'longitude' : 'latitude'],
        message: 'Latitude and longitude go together: send both or neither',
      });
    }
  });

export const CallbackRequestUpdate = z.object({
  status: z.enum(CALLBACK_STATUSES, {
    error: (issue) =>
      issue.input === undefined
        ? 'Status is required'
        : 'Status must be pending, contacted, completed or cancelled',
  }),
  admin_notes: optionalText('Admin notes', 5000),
  /** Optional beside the spec's body: the car needs a flatbed (a wheel-lift then asks first). */
  needs_flatbed: z.boolean({ error: 'Needs flatbed must be true or false' }).optional(),
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
  /** Read out on the phone, e.g. `WMR-7K3Q`. The status token is never part of the record. */
  reference: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_accuracy_m: z.number().nullable(),
  /** The active served area nearest to the phone's position, and how far it is. */
  nearest_area: z.string().nullable(),
  distance_km: z.number().nullable(),
  /** More than SERVED_RADIUS_KM from every served area; null without a position. */
  outside_area: z.boolean().nullable(),
  unsafe_location: z.boolean(),
  /** How many times the same phone asked again while the request was open. */
  repeat_count: z.number().int(),
  /** Stored but held back from alerts (unless high or emergency) until staff release it. */
  suspected_spam: z.boolean(),
  /** Why it is suspected; empty when it is not (or no longer, once released). */
  spam_reasons: z.array(z.enum(SPAM_REASONS)),
  /** The job's stage once a crew is assigned (null before); `status` follows it. */
  stage: z.enum(JOB_STAGES).nullable(),
  /** Who goes, in which vehicle, and when they expect to reach the driver. */
  assigned_user_id: z.number().int().nullable(),
  vehicle_id: z.number().int().nullable(),
  eta_at: Timestamp.nullable(),
  /** Staff noted the car needs a flatbed (low, damaged, four-wheel drive). */
  needs_flatbed: z.boolean(),
  /** Where the crew's phone last was while en route, if they share it; null otherwise. */
  crew_position: CrewPosition.nullable(),
});

/**
 * The answer to a new request: the record, plus the driver's own status page (only here). Without
 * the spam marks: a suspected request is answered exactly like any other, so a bot learns nothing.
 * Without the crew's position: a driver asking again while the crew is on the way sees the ETA on
 * the status page, never where the crew is.
 */
export const CallbackRequestReceipt = CallbackRequest.omit({
  suspected_spam: true,
  spam_reasons: true,
  crew_position: true,
}).extend({
  status_url: z.string().describe('Path of the status page, `/request/{token}`'),
});

/** One entry of a request's history: what happened, when, and who did it (or `system`). */
export const CallbackRequestHistoryEntry = z.object({
  id: Id,
  at: Timestamp,
  kind: z.enum(CALLBACK_HISTORY_KINDS),
  actor: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

/**
 * A suspected-spam request alerts no one (email, push, escalation, the console's chime) until
 * staff release it, unless its urgency is high or emergency: a false mark must never keep a
 * driver waiting.
 */
export function isHeldBack(request: {
  suspected_spam: boolean;
  urgency: (typeof URGENCIES)[number];
}): boolean {
  return (
    request.suspected_spam &&
    !(ALWAYS_ALERTED_URGENCIES as readonly string[]).includes(request.urgency)
  );
}

/**
 * A request staff still have to call back: pending and not suspected spam. The bell, the
 * dashboard and GET /callback-requests/pending count only these, as the callbacks list shows only
 * these by default; suspected spam waits behind the list's "Suspected spam" filter until released.
 */
export function isAwaitingCallback(request: {
  status: (typeof CALLBACK_STATUSES)[number];
  suspected_spam: boolean;
}): boolean {
  return request.status === 'pending' && !request.suspected_spam;
}

export type CallbackRequestInput = z.input<typeof CallbackRequestInput>;
export type CallbackRequestUpdate = z.input<typeof CallbackRequestUpdate>;
export type CallbackRequest = z.infer<typeof CallbackRequest>;
export type CallbackRequestReceipt = z.infer<typeof CallbackRequestReceipt>;
export type CallbackRequestHistoryEntry = z.infer<typeof CallbackRequestHistoryEntry>;
export type CallbackHistoryKind = (typeof CALLBACK_HISTORY_KINDS)[number];
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type CallbackStatus = (typeof CALLBACK_STATUSES)[number];
export type Urgency = (typeof URGENCIES)[number];
export type SpamReason = (typeof SPAM_REASONS)[number];
