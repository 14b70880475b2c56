import {
  type CallbackRequest,
  type CallbackRequestInput,
  type CallbackRequestUpdate,
  parseCallbackTime,
} from '@tow/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../database.ts';
import type { CallbackRequestsTable } from '../schema.ts';
import { emptyToNull, toIso } from './shared.ts';

type NewCallbackRequest = z.output<typeof CallbackRequestInput>;
type CallbackRequestChange = z.output<typeof CallbackRequestUpdate>;

function toCallbackRequest(row: Selectable<CallbackRequestsTable>): CallbackRequest {
  return {
    ...row,
    preferred_callback_time: row.preferred_callback_time
      ? toIso(row.preferred_callback_time)
      : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
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
