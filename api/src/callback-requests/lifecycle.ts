/**
 * A callback request's life, one function per step: received (new, held as suspected spam, or
 * joined to the same phone's open request), acknowledged, released from the spam hold, updated
 * by staff, deleted, escalated, and its alerts' outcomes. Each takes the caller's transaction
 * first and writes what the step leaves behind (history, the consoles' live event, alert jobs)
 * through recordTransition, in one statement. A new step of a request's life goes here.
 */
import {
  type CallbackRequest,
  type CallbackRequestInput,
  type CallbackRequestReceipt,
  type CallbackRequestUpdate,
  isHeldBack,
  normaliseUkPhone,
  type SpamReason,
  SYSTEM_ACTOR,
  statusPath,
} from '@tow/contracts';
import type { z } from 'zod';
import type { DB } from '../db/database.ts';
import { hasHistoryEntry, listHistory } from '../db/repositories/callback-request-history.ts';
import {
  acknowledgeCallbackRequest,
  createCallbackRequest,
  findCallbackRequest,
  findStoredRequest,
  lockPhoneAndLookUp,
  type RequestPosition,
  recordRepeat,
  releaseCallbackRequest,
  type StoredRequest,
  updateCallbackRequest,
} from '../db/repositories/callback-requests.ts';
import { deleteById } from '../db/repositories/shared.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import type { Notice } from '../events/notices.ts';
import { notFound } from '../lib/api-error.ts';
import { type AlertPolicy, alertJobs, newRequestJobs, type TextPolicy } from './alert-plan.ts';
import { locate } from './position.ts';
import { appendMessage, higherUrgency } from './repeat.ts';
import { reviewRequestJobs } from './review-steps.ts';
import { receivedTexts, takenTexts } from './text-steps.ts';
import {
  recordTransition,
  recordTransitionNoticeLater,
  transitionParts,
  updatedEvent,
} from './transition-writes.ts';

type NewRequest = z.output<typeof CallbackRequestInput>;

/** A step's outcome: the request as it is now, and what to tell the person who asked. */
export interface Outcome {
  request: CallbackRequest;
  message: string;
}

export interface Receipt {
  /** 201 for a new request, 200 when it joined the same phone's open request. */
  status: 201 | 200;
  request: CallbackRequestReceipt;
  /** What the caller sends (Notices) once the transaction has committed: consoles and workers. */
  notices: Notice[];
}

export interface ReceiveOptions {
  /** CALLBACK_REPEAT_WINDOW_MINUTES: how long the same phone's open request takes in a repeat. */
  repeatWindowMinutes: number;
  /** Spam signs the caller judged (the form's own fields, the address's soft limit). */
  spamReasons: readonly SpamReason[];
  /** CALLBACK_SPAM_PHONE_LIMIT: past it, a phone's new request is suspected spam. */
  phoneLimit: { limit: number; windowMs: number };
  alerts: AlertPolicy;
}

function receipt({ request, statusToken }: StoredRequest): CallbackRequestReceipt {
  const {
    suspected_spam: _suspected,
    spam_reasons: _reasons,
    crew_position: _crew,
    ...record
  } = request;
  return { ...record, status_url: statusPath(statusToken) };
}

/**
 * A driver's request: stored as a new one, or, when the same phone has an open request from the
 * last `repeatWindowMinutes`, joined to that one (urgency raised, message appended, repeat
 * counted) and answered with its reference. An unsafe place makes it an emergency.
 */
export async function receiveRequest(
  trx: DB,
  input: NewRequest,
  options: ReceiveOptions,
): Promise<Receipt> {
  const values = input.unsafe_location ? { ...input, urgency: 'emergency' as const } : input;
  const phone = normaliseUkPhone(values.phone) ?? values.phone;
  const position = await locate(trx, values);
  const now = new Date();
  const { openId, recent } = await lockPhoneAndLookUp(trx, phone, {
    openSince: new Date(now.getTime() - options.repeatWindowMinutes * 60_000),
    countSince: new Date(now.getTime() - options.phoneLimit.windowMs),
  });
  const open =
    options.repeatWindowMinutes > 0 && openId !== null
      ? await findStoredRequest(trx, openId)
      : null;
  if (open) return repeatRequest(trx, open, values, { position, now, alerts: options.alerts });
  return createRequest(trx, values, { phone, position, recent, ...options });
}

/**
 * A new request: its history starts (with the suspected-spam hold and its reasons, when the
 * caller's signs or the phone's count say so), every console hears of it, and the alerts and its
 * escalation are queued unless it is held back.
 */
async function createRequest(
  trx: DB,
  values: NewRequest,
  options: ReceiveOptions & {
    phone: string;
    position: RequestPosition | null;
    /** The phone's requests within its soft limit's window. */
    recent: number;
  },
): Promise<Receipt> {
  const spamReasons = [...options.spamReasons];
  if (options.recent >= options.phoneLimit.limit) spamReasons.push('phone_limit');
  const stored = await createCallbackRequest(trx, values, {
    position: options.position,
    spamReasons,
  });
  const { request } = stored;
  const notices = await recordTransitionNoticeLater(trx, request.id, {
    history: [
      { kind: 'created', actor: SYSTEM_ACTOR },
      ...(request.suspected_spam
        ? [
            {
              kind: 'suspected_spam' as const,
              actor: SYSTEM_ACTOR,
              detail: { reasons: request.spam_reasons },
            },
          ]
        : []),
    ],
    event: { type: 'callback-request.created', data: request },
    jobs: isHeldBack(request)
      ? []
      : newRequestJobs(request, options.alerts, new Date(request.created_at)),
    texts: receivedTexts(request, stored.statusToken, options.alerts.texts),
  });
  return { status: 201, request: receipt(stored), notices };
}

/**
 * The same driver asking again. A repeat that raises a held-back request to high or emergency
 * gets the alerts it was held back from.
 */
async function repeatRequest(
  trx: DB,
  open: StoredRequest,
  values: NewRequest,
  { position, now, alerts }: { position: RequestPosition | null; now: Date; alerts: AlertPolicy },
): Promise<Receipt> {
  const before = open.request;
  const after = await recordRepeat(trx, before.id, {
    urgency: higherUrgency(before.urgency, values.urgency),
    message: appendMessage(before.message, values.message, now),
    unsafe_location: before.unsafe_location || values.unsafe_location,
    position,
  });
  const notices = await recordTransitionNoticeLater(trx, before.id, {
    history: [
      {
        kind: 'repeated',
        actor: 'driver',
        detail: {
          repeat_count: after.repeat_count,
          urgency_from: before.urgency,
          urgency_to: after.urgency,
          message: values.message,
        },
      },
    ],
    event: updatedEvent(after),
    jobs: isHeldBack(before) && !isHeldBack(after) ? newRequestJobs(after, alerts, now) : [],
  });
  return {
    status: 200,
    request: receipt({ request: after, statusToken: open.statusToken }),
    notices,
  };
}

/**
 * "I'll take it": `actor` takes the request, which stops its escalation, and the driver is texted
 * that someone is on it. A request already taken keeps its first taker and is answered
 * unchanged, naming who took it.
 */
export async function acknowledgeRequest(
  trx: DB,
  id: number,
  actor: string,
  texts: TextPolicy | null,
): Promise<Outcome> {
  const taken = await acknowledgeCallbackRequest(trx, id, actor);
  if (taken) {
    await recordTransition(trx, id, {
      history: [{ kind: 'acknowledged', actor }],
      event: updatedEvent(taken),
      texts: takenTexts(taken, texts),
    });
    return { request: taken, message: 'Callback request acknowledged' };
  }
  const existing = await findCallbackRequest(trx, id);
  if (!existing) throw notFound('Callback request');
  return {
    request: existing,
    message: `Already taken by ${existing.acknowledged_by ?? 'someone else'}`,
  };
}

/**
 * Not spam: the mark is cleared and, for a request that was held back, staff are alerted as for
 * a new request, its escalation counted from now. A request not marked is answered unchanged.
 */
export async function releaseRequest(
  trx: DB,
  id: number,
  actor: string,
  alerts: AlertPolicy,
): Promise<Outcome> {
  const before = await findCallbackRequest(trx, id, { forUpdate: true });
  if (!before) throw notFound('Callback request');
  const released = await releaseCallbackRequest(trx, id);
  if (!released) return { request: before, message: 'Not marked as suspected spam' };
  await recordTransition(trx, id, {
    history: [{ kind: 'released', actor, detail: { reasons: before.spam_reasons } }],
    event: updatedEvent(released),
    jobs: isHeldBack(before) ? newRequestJobs(released, alerts, new Date()) : [],
  });
  return { request: released, message: 'Released: staff are alerted as for a new request' };
}

/**
 * Staff set the status (any, in any order), the notes and whether the car needs a flatbed; each
 * change is in the history. Completing the request queues its review request, due `reviewDelayMs`
 * later (REVIEW_REQUEST_DELAY).
 */
export async function updateRequest(
  trx: DB,
  id: number,
  change: z.output<typeof CallbackRequestUpdate>,
  actor: string,
  reviewDelayMs: number,
): Promise<CallbackRequest> {
  const before = await findCallbackRequest(trx, id, { forUpdate: true });
  if (!before) throw notFound('Callback request');
  const after = await updateCallbackRequest(trx, id, change);
  if (!after) throw notFound('Callback request');
  await recordTransition(trx, id, {
    history: [
      ...(after.status !== before.status
        ? [
            {
              kind: 'status_changed' as const,
              actor,
              detail: { from: before.status, to: after.status },
            },
          ]
        : []),
      ...(after.admin_notes !== before.admin_notes
        ? [{ kind: 'notes_changed' as const, actor, detail: { notes: after.admin_notes } }]
        : []),
      ...(after.needs_flatbed !== before.needs_flatbed
        ? [
            {
              kind: 'needs_flatbed_changed' as const,
              actor,
              detail: { needs_flatbed: after.needs_flatbed },
            },
          ]
        : []),
    ],
    event: updatedEvent(after),
    jobs: reviewRequestJobs(before, after, reviewDelayMs),
  });
  return after;
}

/** Gone, with its history and jobs; every console takes it off its list. */
export async function deleteRequest(trx: DB, id: number): Promise<void> {
  if (!(await deleteById(trx, 'callback_requests', id))) throw notFound('Callback request');
  await recordTransition(trx, id, { event: { type: 'callback-request.deleted', data: { id } } });
}

/**
 * A request nobody took in time: announced again to every console and, through alert jobs of its
 * own, by email and push. Locks the request, so an acknowledgement at the same moment comes
 * either first (no escalation) or after; a job run twice escalates once.
 */
export async function escalateRequest(trx: DB, id: number, alerts: AlertPolicy): Promise<void> {
  const request = await findCallbackRequest(trx, id, { forUpdate: true });
  if (!request || request.acknowledged_at || request.status !== 'pending') return;
  if (await hasHistoryEntry(trx, id, 'escalated')) return;
  await recordTransition(trx, id, {
    history: [
      {
        kind: 'escalated',
        actor: SYSTEM_ACTOR,
        detail: { urgency: request.urgency, delay_ms: alerts.escalationDelays[request.urgency] },
      },
    ],
    event: updatedEvent(request),
    jobs: alertJobs(request, 'escalation', alerts),
  });
}

/** Everything that happened to a request, oldest first, as the steps above wrote it. */
export async function historyOf(db: DB, id: number) {
  if (!(await findCallbackRequest(db, id))) throw notFound('Callback request');
  return listHistory(db, id);
}

/** Which alert of a request went out, on which channel, at which attempt. */
export interface AlertAttempt {
  channel: 'email' | 'push' | 'sms';
  alert: 'new' | 'escalation';
  attempt: number;
}

/** An alert reached someone: its history entry, written with the job's completion. */
export function alertSentParts(requestId: number, attempt: AlertAttempt): StatementPart[] {
  return transitionParts(requestId, {
    history: [{ kind: 'alert_sent', actor: SYSTEM_ACTOR, detail: { ...attempt } }],
  });
}

/** An alert failed: on its first attempt, and when its job gives up (`gaveUp`). */
export async function recordAlertFailure(
  db: DB,
  requestId: number,
  attempt: AlertAttempt & { error: string; gaveUp: boolean },
): Promise<void> {
  const { gaveUp, ...detail } = attempt;
  await recordTransition(db, requestId, {
    history: [
      { kind: 'alert_failed', actor: SYSTEM_ACTOR, detail: { ...detail, gave_up: gaveUp } },
    ],
  });
}
