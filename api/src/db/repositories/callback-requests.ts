import {
  type CallbackRequest,
  type CallbackRequestInput,
  type CallbackRequestUpdate,
  parseCallbackTime,
  RESPONSE_TARGET_MINUTES,
} from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { CallbackRequestsTable } from '../schema.ts';
import { emptyToNull, toIso } from './shared.ts';

type NewCallbackRequest = z.output<typeof CallbackRequestInput>;
type CallbackRequestChange = z.output<typeof CallbackRequestUpdate>;

function toCallbackRequest(row: Selectable<CallbackRequestsTable>): CallbackRequest {
  const createdAt = new Date(row.created_at);
  return {
    ...row,
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
  };
}

/** Newest first; the console orders by urgency itself as it filters. */
export async function listCallbackRequests(
  db: DB,
  options: { pendingOnly?: boolean } = {},
): Promise<CallbackRequest[]> {
  let query = db.selectFrom('callback_requests').selectAll();
  if (options.pendingOnly) query = query.where('status', '=', 'pending');
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

export async function createCallbackRequest(
  db: DB,
  input: NewCallbackRequest,
  extra: { status?: CallbackRequest['status']; admin_notes?: string; created_at?: string } = {},
): Promise<CallbackRequest> {
  const when = input.preferred_callback_time
    ? parseCallbackTime(input.preferred_callback_time)
    : null;
  const row = await db
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
    })
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
    .set({ status: change.status, admin_notes: change.admin_notes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toCallbackRequest(row) : null;
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
