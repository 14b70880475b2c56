import type { CallbackHistoryKind, LiveEventType } from '@tow/contracts';
import type { DB } from '../db/database.ts';
import { historyEntriesWrite } from '../db/repositories/callback-request-history.ts';
import { type NewText, textsWrite } from '../db/repositories/sms-messages.ts';
import { runAsOneStatement, type StatementPart } from '../db/statement-parts.ts';
import { liveEventWrite } from '../events/live-events.ts';
import { jobsWrite, type NewJob } from '../jobs/outbox.ts';

/** One entry of a request's history. */
export interface HistoryNote {
  kind: CallbackHistoryKind;
  actor: string;
  detail?: Record<string, unknown>;
}

/** What one step in a request's life leaves behind. */
export interface TransitionWrites {
  /** Entries of its history, in order. */
  history?: readonly HistoryNote[];
  /** What every console hears: the request as it is now, or the id of one deleted. */
  event?: { type: LiveEventType; data: unknown };
  /** Alerts and escalations to queue. */
  jobs?: readonly NewJob[];
  /** Texts to queue, each with the job that sends it. */
  texts?: readonly NewText[];
}

/** What every console hears of a request changed by a step: the record as it is now. */
export const updatedEvent = (request: unknown) => ({
  type: 'callback-request.updated' as const,
  data: request,
});

/** The statement parts of a transition, for a caller that adds its own (a job's completion). */
export function transitionParts(requestId: number, writes: TransitionWrites): StatementPart[] {
  const history = writes.history ?? [];
  const texts = writes.texts ?? [];
  const jobs = jobsWrite([
    ...(writes.jobs ?? []),
    ...texts.map((text) => ({ kind: 'sms.send' as const, payload: { key: text.key } })),
  ]);
  return [
    ...(texts.length > 0 ? [textsWrite(texts)] : []),
    ...(history.length > 0
      ? [historyEntriesWrite(history.map((note) => ({ callbackRequestId: requestId, ...note })))]
      : []),
    ...(writes.event ? [liveEventWrite(writes.event.type, writes.event.data)] : []),
    ...(jobs ? [jobs] : []),
  ];
}

/**
 * Writes a transition's history entries, live event and jobs in the caller's transaction, in one
 * statement: one round trip, and a console never hears of a change whose history or alerts were
 * rolled back.
 */
export async function recordTransition(
  trx: DB,
  requestId: number,
  writes: TransitionWrites,
): Promise<void> {
  const parts = transitionParts(requestId, writes);
  if (parts.length > 0) await runAsOneStatement(trx, parts);
}

/** Texts that belong to no step of a request's life (a STOP's confirmation), queued alone. */
export async function queueTexts(trx: DB, texts: readonly NewText[]): Promise<void> {
  if (texts.length > 0) await runAsOneStatement(trx, transitionParts(0, { texts }));
}
