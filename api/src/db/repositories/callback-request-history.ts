import type { CallbackHistoryKind, CallbackRequestHistoryEntry } from '@tow/contracts';
import { sql } from 'kysely';
import type { DB } from '../database.ts';
import type { StatementPart } from '../statement-parts.ts';
import { toIso } from './shared.ts';

export interface NewHistoryEntry {
  callbackRequestId: number;
  kind: CallbackHistoryKind;
  actor: string;
  detail?: Record<string, unknown>;
}

export async function addHistoryEntry(db: DB, entry: NewHistoryEntry): Promise<void> {
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

/** The same entry as part of a larger statement (see runAsOneStatement). */
export function historyEntryWrite(entry: NewHistoryEntry): StatementPart {
  return {
    ctes: sql`history_entry as (
      insert into callback_request_history (callback_request_id, kind, actor, detail)
      values (${entry.callbackRequestId}, ${entry.kind}, ${entry.actor}, ${JSON.stringify(entry.detail ?? {})}::jsonb)
    )`,
  };
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
