import type { CallbackHistoryKind, CallbackRequestHistoryEntry, JobStage } from '@tow/contracts';
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

/** Entries of one or more requests' histories, in order, as part of a statement (runAsOneStatement). */
export function historyEntriesWrite(entries: readonly NewHistoryEntry[]): StatementPart {
  const rows = entries.map(
    (entry) =>
      sql`(${entry.callbackRequestId}, ${entry.kind}, ${entry.actor}, ${JSON.stringify(entry.detail ?? {})}::jsonb)`,
  );
  return {
    ctes: sql`history_entries as (
      insert into callback_request_history (callback_request_id, kind, actor, detail)
      values ${sql.join(rows)}
    )`,
  };
}

/** Whether the request's history has an entry of this kind already. */
export async function hasHistoryEntry(
  db: DB,
  callbackRequestId: number,
  kind: CallbackHistoryKind,
): Promise<boolean> {
  const row = await db
    .selectFrom('callback_request_history')
    .select('id')
    .where('callback_request_id', '=', callbackRequestId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
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

/** When the job reached each stage, oldest first: its assignment, then every stage change. */
export async function listStageTimes(
  db: DB,
  callbackRequestId: number,
): Promise<{ stage: JobStage; at: string }[]> {
  const rows = await db
    .selectFrom('callback_request_history')
    .select(['at', 'kind', 'detail'])
    .where('callback_request_id', '=', callbackRequestId)
    .where('kind', 'in', ['assigned', 'stage_changed'])
    .orderBy('id')
    .execute();
  const times: { stage: JobStage; at: string }[] = [];
  for (const row of rows) {
    // An assignment records the stage the job kept; a new crew mid-job is no new stage.
    const stage = (row.kind === 'assigned' ? row.detail.stage : row.detail.to) as JobStage;
    if (times.at(-1)?.stage !== stage) times.push({ stage, at: toIso(row.at) });
  }
  return times;
}
