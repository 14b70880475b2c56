import type { CallbackHistoryKind, LiveEventType } from '@tow/contracts';
import type { DB } from '../db/database.ts';
import { historyEntriesWrite } from '../db/repositories/callback-request-history.ts';
import { type NewText, textsWrite } from '../db/repositories/sms-messages.ts';
import { runAsOneStatement, type StatementPart } from '../db/statement-parts.ts';
import { liveEventNotice, liveEventRow, liveEventWrite } from '../events/live-events.ts';
import type { Notice } from '../events/notices.ts';
import { jobRows, jobsNotice, jobsWrite, type NewJob } from '../jobs/outbox.ts';

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
  const jobs = jobsWrite(jobsOf(writes));
  return [
    ...storedParts(requestId, writes),
    ...(writes.event ? [liveEventWrite(writes.event.type, writes.event.data)] : []),
    ...(jobs ? [jobs] : []),
  ];
}

/** The alerts and the texts' send jobs of a transition. */
const jobsOf = (writes: TransitionWrites): NewJob[] => [
  ...(writes.jobs ?? []),
  ...(writes.texts ?? []).map((text) => ({
    kind: 'sms.send' as const,
    payload: { key: text.key },
  })),
];

/** Its texts and history entries: what no one is told of. */
function storedParts(requestId: number, writes: TransitionWrites): StatementPart[] {
  const history = writes.history ?? [];
  const texts = writes.texts ?? [];
  return [
    ...(texts.length > 0 ? [textsWrite(texts)] : []),
    ...(history.length > 0
      ? [historyEntriesWrite(history.map((note) => ({ callbackRequestId: requestId, ...note })))]
      : []),
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

/**
 * `recordTransition` for a busy path: the same writes in one statement, but nobody is woken
 * inside the transaction. Answers the notices to hand to `Notices.send` once it has committed.
 */
export async function recordTransitionNoticeLater(
  trx: DB,
  requestId: number,
  writes: TransitionWrites,
): Promise<Notice[]> {
  const jobs = jobRows(jobsOf(writes));
  const { event } = writes;
  const parts = [
    ...storedParts(requestId, writes),
    ...(event ? [liveEventRow(event.type, event.data)] : []),
    ...(jobs ? [jobs] : []),
  ];
  if (parts.length === 0) return [];
  const written = await runAsOneStatement(trx, parts);
  const kinds = written.job_kinds;
  return [
    ...(event ? [liveEventNotice(Number(written.live_event_id), event.type, event.data)] : []),
    ...(typeof kinds === 'string' ? [jobsNotice(kinds)] : []),
  ];
}
