import type { CallbackHistoryKind, CallbackRequestHistoryEntry } from '@tow/contracts';
import type { DB } from '../database.ts';
import { toIso } from './shared.ts';

export async function addHistoryEntry(
  db: DB,
  entry: {
    callbackRequestId: number;
    kind: CallbackHistoryKind;
    actor: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('callback_request_history')
    .values({
      callback_request_id: entry.callbackRequestId,
      kind: entry.kind,
      actor: entry.actor,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** Oldest first. */
export async function listHistory(
  db: DB,
  callbackRequestId: number,
): Promise<CallbackRequestHistoryEntry[]> {
  const rows = await db
    .selectFrom('callback_request_history')
    .select(['id', 'at', 'kind', 'actor', 'detail'])
    .where('callback_request_id', '=', callbackRequestId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    at: toIso(row.at),
    kind: row.kind as CallbackHistoryKind,
  }));
}
