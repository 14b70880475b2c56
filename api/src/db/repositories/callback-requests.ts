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
import { type Selectable, sql, type Updateable } from 'kysely';
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
  const {
    status_token: _token,
    phone_normalised: _phone,
    spam_reasons,
    crew_latitude,
    crew_longitude,
    crew_accuracy_m,
    crew_position_at,
    ...fields
  } = row;
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
    crew_position:
      crew_latitude !== null &&
      crew_longitude !== null &&
      crew_accuracy_m !== null &&
      crew_position_at !== null
        ? {
            latitude: crew_latitude,
            longitude: crew_longitude,
            accuracy_m: crew_accuracy_m,
            at: toIso(crew_position_at),
          }
        : null,
  };
}

/** The columns of no crew position: cleared together (the table's check holds them so). */
const NO_CREW_POSITION = {
  crew_latitude: null,
  crew_longitude: null,
  crew_accuracy_m: null,
  crew_position_at: null,
} as const;

/** `SELECT *` of the requests, for the reads below to narrow. */
function selectRequests(db: DB) {
  return db.selectFrom('callback_requests').selectAll();
}

/** `UPDATE … WHERE id RETURNING *` of one request, stamping `updated_at` unless given. */
function updateRequest(db: DB, id: number, values: Updateable<CallbackRequestsTable>) {
  return db
    .updateTable('callback_requests')
    .set({ updated_at: new Date(), ...values })
    .where('id', '=', id)
    .returningAll();
}

/** Changes a request known to exist: the record as stored. */
async function changeRequest(
  db: DB,
  id: number,
  values: Updateable<CallbackRequestsTable>,
): Promise<CallbackRequest> {
  return toCallbackRequest(await updateRequest(db, id, values).executeTakeFirstOrThrow());
}

/**
 * Newest first; the console orders by urgency itself as it filters. `awaitingOnly`: the requests
 * staff still have to call back (contracts' isAwaitingCallback: pending, not suspected spam).
 */
export async function listCallbackRequests(
  db: DB,
  options: { awaitingOnly?: boolean; assignedTo?: number } = {},
): Promise<CallbackRequest[]> {
  let query = selectRequests(db);
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
  let query = selectRequests(db).where('id', '=', id);
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
  const row = await selectRequests(db).where('status_token', '=', token).executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/**
 * Takes the phone's lock until the caller's transaction ends, then, in the same round trip, finds
 * the phone's newest open (pending or contacted) request created since `openSince` (locked too)
 * and counts its requests since `countSince`.
 */
export async function lockPhoneAndLookUp(
  db: DB,
  phoneNormalised: string,
  { openSince, countSince }: { openSince: Date; countSince: Date },
): Promise<{ openId: number | null; recent: number }> {
  const { rows } = await sql<{ open_id: number | null; recent: number }>`
    select open_id, recent from lock_phone_and_look_up(${phoneNormalised}, ${openSince}, ${countSince})`.execute(
    db,
  );
  return { openId: rows[0]?.open_id ?? null, recent: rows[0]?.recent ?? 0 };
}

/** One request with its status token, for its creator's answer. */
export async function findStoredRequest(db: DB, id: number): Promise<StoredRequest | null> {
  const row = await selectRequests(db).where('id', '=', id).executeTakeFirst();
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
  const row = await updateRequest(db, id, {
    status: change.status,
    admin_notes: change.admin_notes,
    ...(change.needs_flatbed === undefined ? {} : { needs_flatbed: change.needs_flatbed }),
  }).executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/**
 * Who goes in which vehicle, at which stage (the status follows it). `clearCrewPosition`: the
 * job changed hands, and the last crew's position says nothing of the new one.
 */
export async function assignCallbackRequest(
  db: DB,
  id: number,
  job: { userId: number; vehicleId: number; stage: JobStage; clearCrewPosition: boolean },
): Promise<CallbackRequest> {
  return changeRequest(db, id, {
    assigned_user_id: job.userId,
    vehicle_id: job.vehicleId,
    stage: job.stage,
    status: statusOfStage(job.stage),
    ...(job.clearCrewPosition ? NO_CREW_POSITION : {}),
  });
}

/**
 * The job's next stage, its status and expected arrival (null once there or done). The crew's
 * position goes with every stage change: it is shared only while en route, and a job set en
 * route starts without one.
 */
export async function setJobStage(
  db: DB,
  id: number,
  change: { stage: JobStage; etaAt: Date | null },
): Promise<CallbackRequest> {
  return changeRequest(db, id, {
    stage: change.stage,
    status: statusOfStage(change.stage),
    eta_at: change.etaAt,
    ...NO_CREW_POSITION,
  });
}

/** The crew's position now, and the arrival it gives when the caller worked one out. */
export async function setCrewPosition(
  db: DB,
  id: number,
  change: { latitude: number; longitude: number; accuracyM: number; etaAt: Date | null },
): Promise<CallbackRequest> {
  const now = new Date();
  return changeRequest(db, id, {
    crew_latitude: change.latitude,
    crew_longitude: change.longitude,
    crew_accuracy_m: change.accuracyM,
    crew_position_at: now,
    ...(change.etaAt ? { eta_at: change.etaAt } : {}),
    updated_at: now,
  });
}

/** The crew stopped sharing: their position is gone, the ETA stays as it was last worked out. */
export async function clearCrewPosition(db: DB, id: number): Promise<CallbackRequest> {
  return changeRequest(db, id, NO_CREW_POSITION);
}

/** Records who took the request; a request already taken keeps its first taker (null then). */
export async function acknowledgeCallbackRequest(
  db: DB,
  id: number,
  by: string,
): Promise<CallbackRequest | null> {
  const row = await updateRequest(db, id, { acknowledged_at: new Date(), acknowledged_by: by })
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/**
 * Clears the suspected-spam mark; null when the request is not (or no longer) marked, so two
 * staff releasing at once release it once.
 */
export async function releaseCallbackRequest(db: DB, id: number): Promise<CallbackRequest | null> {
  const row = await updateRequest(db, id, { spam_reasons: null })
    .where('spam_reasons', 'is not', null)
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}

/** The latest request from a phone (national form), for a text it sends: its conversation. */
export async function findLatestRequestFromPhone(
  db: DB,
  phoneNormalised: string,
): Promise<CallbackRequest | null> {
  const row = await selectRequests(db)
    .where('phone_normalised', '=', phoneNormalised)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
}
