import { randomBytes } from 'node:crypto';
import {
  type CallbackRequest,
  type CallbackRequestInput,
  type CallbackRequestUpdate,
  type JobStage,
  normaliseUkPhone,
  parseCallbackTime,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  REFERENCE_PREFIX,
  RESPONSE_TARGET_MINUTES,
  type SpamReason,
  statusOfStage,
  type Urgency,
} from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { CallbackRequestsTable } from '../schema.ts';
import { emptyToNull, toIso } from './shared.ts';

type NewCallbackRequest = z.output<typeof CallbackRequestInput>;
type CallbackRequestChange = z.output<typeof CallbackRequestUpdate>;

/** Where the phone was and what that means for us, worked out by the caller. */
export interface RequestPosition {
  latitude: number;
  longitude: number;
  location_accuracy_m: number | null;
  nearest_area: string | null;
  distance_km: number | null;
  outside_area: boolean | null;
}

/** A stored request with what only its creator may see: the token of its status page. */
export interface StoredRequest {
  request: CallbackRequest;
  statusToken: string;
}

function toCallbackRequest(row: Selectable<CallbackRequestsTable>): CallbackRequest {
  const createdAt = new Date(row.created_at);
  // The status token and the normalised phone never leave the API in a record.
  const { status_token: _token, phone_normalised: _phone, spam_reasons, ...fields } = row;
  return {
    ...fields,
    suspected_spam: spam_reasons !== null,
    spam_reasons: spam_reasons ?? [],
    preferred_callback_time: row.preferred_callback_time
      ? toIso(row.preferred_callback_time)
      : null,
    created_at: createdAt.toISOString(),
    updated_at: toIso(row.updated_at),
    respond_by: new Date(
      createdAt.getTime() + RESPONSE_TARGET_MINUTES[row.urgency] * 60_000,
    ).toISOString(),
    acknowledged_at: row.acknowledged_at ? toIso(row.acknowledged_at) : null,
    acknowledged_by: row.acknowledged_by,
    eta_at: row.eta_at ? toIso(row.eta_at) : null,
  };
}

/**
 * Newest first; the console orders by urgency itself as it filters. `awaitingOnly`: the requests
 * staff still have to call back (contracts' isAwaitingCallback: pending, not suspected spam).
 */
export async function listCallbackRequests(
  db: DB,
  options: { awaitingOnly?: boolean; assignedTo?: number } = {},
): Promise<CallbackRequest[]> {
  let query = db.selectFrom('callback_requests').selectAll();
  if (options.awaitingOnly) {
    query = query.where('status', '=', 'pending').where('spam_reasons', 'is', null);
  }
  if (options.assignedTo !== undefined) {
    query = query.where('assigned_user_id', '=', options.assignedTo);
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toCallbackRequest);
}

/** One request; `forUpdate` locks its row until the caller's transaction ends. */
export async function findCallbackRequest(
  db: DB,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CallbackRequest | null> {
  let query = db.selectFrom('callback_requests').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/** `WMR-` and 4 characters that cannot be misread (no 0/O, 1/I/L), e.g. `WMR-7K3Q`. */
export function newReference(): string {
  let code = REFERENCE_PREFIX;
  for (const byte of randomBytes(REFERENCE_LENGTH)) {
    code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  }
  return code;
}

/** 256 random bits, base64url: the unguessable part of `/request/{token}`. */
export function newStatusToken(): string {
  return randomBytes(32).toString('base64url');
}

const REFERENCE_ATTEMPTS = 20;

/**
 * Stores a new request with a fresh reference (another is drawn when one is taken: the insert
 * skips a conflicting row rather than failing, so the caller's transaction stays usable).
 */
export async function createCallbackRequest(
  db: DB,
  input: NewCallbackRequest,
  extra: {
    status?: CallbackRequest['status'];
    admin_notes?: string;
    created_at?: string;
    position?: RequestPosition | null;
    /** Stored as suspected spam, for these reasons. */
    spamReasons?: readonly SpamReason[];
  } = {},
): Promise<StoredRequest> {
  const when = input.preferred_callback_time
    ? parseCallbackTime(input.preferred_callback_time)
    : null;
  const statusToken = newStatusToken();
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const row = await insertRequest(db, input, extra, when, statusToken);
    if (row) return { request: toCallbackRequest(row), statusToken };
  }
  throw new Error(`No free reference after ${REFERENCE_ATTEMPTS} attempts`);
}

async function insertRequest(
  db: DB,
  input: NewCallbackRequest,
  extra: Parameters<typeof createCallbackRequest>[2] & {},
  when: Date | null,
  statusToken: string,
) {
  return db
    .insertInto('callback_requests')
    .values({
      name: input.name,
      phone: input.phone,
      email: emptyToNull(input.email),
      location: input.location,
      service_type: input.service_type,
      urgency: input.urgency,
      message: input.message,
      preferred_callback_time: when,
      status: extra.status ?? 'pending',
      admin_notes: extra.admin_notes ?? '',
      ...(extra.created_at ? { created_at: extra.created_at, updated_at: extra.created_at } : {}),
      reference: newReference(),
      status_token: statusToken,
      phone_normalised: normaliseUkPhone(input.phone) ?? input.phone,
      unsafe_location: input.unsafe_location,
      ...(extra.position ?? {}),
      ...(extra.spamReasons?.length ? { spam_reasons: JSON.stringify(extra.spamReasons) } : {}),
    })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The public status page's request, by its token (an exact match on a unique index). */
export async function findByStatusToken(db: DB, token: string): Promise<CallbackRequest | null> {
  const row = await db
    .selectFrom('callback_requests')
    .selectAll()
    .where('status_token', '=', token)
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/**
 * The newest open (pending or contacted) request from this phone created since `since`, locked
 * until the caller's transaction ends, with its status token.
 */
export async function findOpenRequestFromPhone(
  db: DB,
  phoneNormalised: string,
  since: Date,
): Promise<StoredRequest | null> {
  const row = await db
    .selectFrom('callback_requests')
    .selectAll()
    .where('phone_normalised', '=', phoneNormalised)
    .where('status', 'in', ['pending', 'contacted'])
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row ? { request: toCallbackRequest(row), statusToken: row.status_token } : null;
}

/** The same driver asking again: a higher urgency, the longer message, one more repeat. */
export async function recordRepeat(
  db: DB,
  id: number,
  change: {
    urgency: Urgency;
    message: string;
    unsafe_location: boolean;
    position: RequestPosition | null;
  },
): Promise<CallbackRequest> {
  const row = await db
    .updateTable('callback_requests')
    .set((eb) => ({
      urgency: change.urgency,
      message: change.message,
      unsafe_location: change.unsafe_location,
      repeat_count: eb('repeat_count', '+', 1),
      updated_at: new Date(),
      ...(change.position ?? {}),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCallbackRequest(row);
}

export async function updateCallbackRequest(
  db: DB,
  id: number,
  change: CallbackRequestChange,
): Promise<CallbackRequest | null> {
  const row = await db
    .updateTable('callback_requests')
    .set({
      status: change.status,
      admin_notes: change.admin_notes,
      ...(change.needs_flatbed === undefined ? {} : { needs_flatbed: change.needs_flatbed }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/** Who goes in which vehicle, at which stage (the status follows it). */
export async function assignCallbackRequest(
  db: DB,
  id: number,
  job: { userId: number; vehicleId: number; stage: JobStage },
): Promise<CallbackRequest> {
  const row = await db
    .updateTable('callback_requests')
    .set({
      assigned_user_id: job.userId,
      vehicle_id: job.vehicleId,
      stage: job.stage,
      status: statusOfStage(job.stage),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCallbackRequest(row);
}

/** The job's next stage, its status and expected arrival (null once there or done). */
export async function setJobStage(
  db: DB,
  id: number,
  change: { stage: JobStage; etaAt: Date | null },
): Promise<CallbackRequest> {
  const row = await db
    .updateTable('callback_requests')
    .set({
      stage: change.stage,
      status: statusOfStage(change.stage),
      eta_at: change.etaAt,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCallbackRequest(row);
}

/** Records who took the request; a request already taken keeps its first taker (null then). */
export async function acknowledgeCallbackRequest(
  db: DB,
  id: number,
  by: string,
): Promise<CallbackRequest | null> {
  const row = await db
    .updateTable('callback_requests')
    .set({ acknowledged_at: new Date(), acknowledged_by: by, updated_at: new Date() })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/** How many requests this phone has made since `since` (the per-phone soft limit). */
export async function countRequestsFromPhone(
  db: DB,
  phoneNormalised: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('callback_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('phone_normalised', '=', phoneNormalised)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Clears the suspected-spam mark; null when the request is not (or no longer) marked, so two
 * staff releasing at once release it once.
 */
export async function releaseCallbackRequest(db: DB, id: number): Promise<CallbackRequest | null> {
  const row = await db
    .updateTable('callback_requests')
    .set({ spam_reasons: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('spam_reasons', 'is not', null)
    .returningAll()
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/** The latest request from a phone (national form), for a text it sends: its conversation. */
export async function findLatestRequestFromPhone(
  db: DB,
  phoneNormalised: string,
): Promise<CallbackRequest | null> {
  const row = await db
    .selectFrom('callback_requests')
    .selectAll()
    .where('phone_normalised', '=', phoneNormalised)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}
