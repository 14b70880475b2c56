import { createHash } from 'node:crypto';
import {
  type CallbackRequest,
  type CallbackRequestInput,
  type CallbackRequestReceipt,
  isHeldBack,
  nearestArea,
  normaliseUkPhone,
  SERVED_RADIUS_KM,
  type SpamReason,
  SYSTEM_ACTOR,
  statusPath,
  URGENCIES,
  type Urgency,
} from '@tow/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/database.ts';
import { addHistoryEntry } from '../../db/repositories/callback-request-history.ts';
import {
  countRequestsFromPhone,
  createCallbackRequest,
  findOpenRequestFromPhone,
  type RequestPosition,
  recordRepeat,
  type StoredRequest,
} from '../../db/repositories/callback-requests.ts';
import { findAnswer, rememberAnswer } from '../../db/repositories/idempotency-keys.ts';
import { listLocations } from '../../db/repositories/locations.ts';
import { raiseLiveEvent } from '../../events/live-events.ts';
import { ApiError } from '../../lib/api-error.ts';

type NewRequest = z.output<typeof CallbackRequestInput>;

export interface Receipt {
  /** 201 for a new request, 200 when it joined the same phone's open request. */
  status: 201 | 200;
  request: CallbackRequestReceipt;
}

/** Serialises work on one key (a phone, an idempotency key) across transactions and replicas. */
async function lockKey(db: DB, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

/** The phone's position with the nearest active served area (haversine), or null without one. */
export async function locate(db: DB, input: NewRequest): Promise<RequestPosition | null> {
  if (input.latitude == null || input.longitude == null) return null;
  const point = { latitude: input.latitude, longitude: input.longitude };
  const nearest = nearestArea(point, await listLocations(db, { activeOnly: true }));
  const km = nearest ? Math.round(nearest.distanceKm * 10) / 10 : null;
  return {
    ...point,
    location_accuracy_m: input.location_accuracy_m ?? null,
    nearest_area: nearest?.area.name ?? null,
    distance_km: km,
    outside_area: km === null ? null : km > SERVED_RADIUS_KM,
  };
}

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** The open request's message with the new one below a separator naming the time. */
export function appendMessage(before: string, added: string, at: Date): string {
  const separator = `--- Asked again at ${ukTime.format(at)} ---`;
  const text = added.trim() === '' ? '(no new message)' : added.trim();
  return before.trim() === '' ? `${separator}\n${text}` : `${before}\n\n${separator}\n${text}`;
}

/** URGENCIES runs from low to emergency. */
function higher(a: Urgency, b: Urgency): Urgency {
  return URGENCIES.indexOf(b) > URGENCIES.indexOf(a) ? b : a;
}

function receipt({ request, statusToken }: StoredRequest): CallbackRequestReceipt {
  const { suspected_spam: _suspected, spam_reasons: _reasons, ...record } = request;
  return { ...record, status_url: statusPath(statusToken) };
}

/**
 * Stores a driver's request in the caller's transaction, or, when the same phone has an open
 * request from the last `repeatWindowMinutes` (CALLBACK_REPEAT_WINDOW_MINUTES, 30 by default),
 * updates that one (urgency raised, message appended, repeat counted, history and live event
 * written) and answers with its reference. `announceNew` runs for a new request only.
 *
 * A new request is stored as suspected spam for `spamReasons` (judged by the caller), or when
 * its phone already made `phoneLimit.limit` requests in the window. A repeat that raises a
 * held-back request to high or emergency gets the alerts it was held back from (`alertHeld`).
 */
export async function receiveRequest(
  db: DB,
  input: NewRequest,
  options: {
    repeatWindowMinutes: number;
    spamReasons: readonly SpamReason[];
    phoneLimit: { limit: number; windowMs: number };
    announceNew: (request: CallbackRequest) => Promise<void>;
    alertHeld: (request: CallbackRequest) => Promise<void>;
  },
): Promise<Receipt> {
  const values = input.unsafe_location ? { ...input, urgency: 'emergency' as const } : input;
  const phone = normaliseUkPhone(values.phone) ?? values.phone;
  const position = await locate(db, values);
  await lockKey(db, `phone:${phone}`);
  const now = new Date();
  const open =
    options.repeatWindowMinutes > 0
      ? await findOpenRequestFromPhone(
          db,
          phone,
          new Date(now.getTime() - options.repeatWindowMinutes * 60_000),
        )
      : null;
  if (!open) {
    const spamReasons = [...options.spamReasons];
    const since = new Date(now.getTime() - options.phoneLimit.windowMs);
    if ((await countRequestsFromPhone(db, phone, since)) >= options.phoneLimit.limit) {
      spamReasons.push('phone_limit');
    }
    const stored = await createCallbackRequest(db, values, { position, spamReasons });
    await options.announceNew(stored.request);
    if (stored.request.suspected_spam) {
      await addHistoryEntry(db, {
        callbackRequestId: stored.request.id,
        kind: 'suspected_spam',
        actor: SYSTEM_ACTOR,
        detail: { reasons: stored.request.spam_reasons },
      });
    }
    return { status: 201, request: receipt(stored) };
  }
  const before = open.request;
  const updated = await recordRepeat(db, before.id, {
    urgency: higher(before.urgency, values.urgency),
    message: appendMessage(before.message, values.message, now),
    unsafe_location: before.unsafe_location || values.unsafe_location,
    position,
  });
  await addHistoryEntry(db, {
    callbackRequestId: before.id,
    kind: 'repeated',
    actor: 'driver',
    detail: {
      repeat_count: updated.repeat_count,
      urgency_from: before.urgency,
      urgency_to: updated.urgency,
      message: values.message,
    },
  });
  await raiseLiveEvent(db, 'callback-request.updated', updated);
  if (isHeldBack(before) && !isHeldBack(updated)) await options.alertHeld(updated);
  return { status: 200, request: receipt({ request: updated, statusToken: open.statusToken }) };
}

/** Keys are what clients generate (a UUID is 36 characters); anything printable up to 200. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * Runs `work` once per Idempotency-Key within 24 hours, in the caller's transaction: the same key
 * and body get the first answer again without storing anything; the same key with another body
 * is refused (422). Without a key, `work` simply runs.
 */
export async function onceForKey<T extends { status: number; body: Record<string, unknown> }>(
  db: DB,
  key: string | undefined,
  input: unknown,
  work: () => Promise<T>,
): Promise<{ status: number; body: Record<string, unknown>; replayed: boolean }> {
  if (key === undefined) return { ...(await work()), replayed: false };
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(422, 'The Idempotency-Key header must be 1 to 200 printable characters', {
      errors: { 'Idempotency-Key': ['Must be 1 to 200 printable characters, e.g. a UUID'] },
    });
  }
  const bodyHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  await lockKey(db, `idempotency:${key}`);
  const earlier = await findAnswer(db, key);
  if (earlier) {
    if (earlier.bodyHash !== bodyHash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request', {
        errors: { 'Idempotency-Key': ['Use a new key for a different request'] },
      });
    }
    return { status: earlier.status, body: earlier.answer, replayed: true };
  }
  const result = await work();
  await rememberAnswer(db, key, { bodyHash, status: result.status, answer: result.body });
  return { ...result, replayed: false };
}
