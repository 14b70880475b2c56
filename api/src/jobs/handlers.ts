import { type CallbackRequest, SYSTEM_ACTOR } from '@tow/contracts';
import type { Logger } from '@tow/server-kit/logger';
import type { AlertDelivery } from '../alerts/alert-delivery.ts';
import type { DB } from '../db/database.ts';
import { addHistoryEntry, historyEntryWrite } from '../db/repositories/callback-request-history.ts';
import { findCallbackRequest } from '../db/repositories/callback-requests.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import type { ApiConfig } from '../env.ts';
import { raiseLiveEvent } from '../events/live-events.ts';
import { sharedWhileQueued } from '../lib/shared-reads.ts';
import { alertJobs } from './announce.ts';
import type { AlertJobPayload, EscalationJobPayload, JobKind } from './kinds.ts';
import { enqueueJobs } from './outbox.ts';
import type { JobAttempt, JobHandler } from './runner.ts';

/** One way of reaching staff; throws when the alert did not go out. */
export interface RequestAlertSender {
  sendRequestAlert(request: CallbackRequest, kind: AlertJobPayload['kind']): Promise<AlertDelivery>;
}

/** The senders the alert jobs use (api/src/alerts builds them); email is null without SMTP. */
export interface AlertSenders {
  email: RequestAlertSender | null;
  push: RequestAlertSender;
}

export interface JobDeps {
  db: DB;
  config: ApiConfig;
  logger: Logger;
  alerts: AlertSenders;
}

/** Per database: the email and push jobs of one request, started together, read it once. */
const requestReads = new WeakMap<DB, (id: number) => Promise<CallbackRequest | null>>();

function findRequestShared(db: DB, id: number): Promise<CallbackRequest | null> {
  const read =
    requestReads.get(db) ?? sharedWhileQueued((key: number) => findCallbackRequest(db, key));
  requestReads.set(db, read);
  return read(id);
}

/**
 * Sends one alert and writes the outcome in the request's history: `alert_sent` (with the job's
 * completion, one statement) when it reached someone (with no browser subscribed, a push is not
 * "sent"); or `alert_failed` on the first failure and when giving up (not on every retry in
 * between, so an SMTP outage does not flood the timeline).
 */
async function sendAlert(
  channel: 'email' | 'push',
  payload: AlertJobPayload,
  deps: JobDeps,
  attempt: JobAttempt,
): Promise<StatementPart[]> {
  const sender = deps.alerts[channel];
  // SMTP was turned off after the job was written: nothing to send any more.
  if (!sender) return [];
  const request = await findRequestShared(deps.db, payload.callback_request_id);
  // Deleted meanwhile: nobody is left to call back.
  if (!request) return [];
  const detail = { channel, alert: payload.kind, attempt: attempt.attempt };
  let delivery: AlertDelivery;
  try {
    delivery = await sender.sendRequestAlert(request, payload.kind);
  } catch (error) {
    if (attempt.attempt === 1 || attempt.isLastAttempt) {
      await addHistoryEntry(deps.db, {
        callbackRequestId: request.id,
        kind: 'alert_failed',
        actor: SYSTEM_ACTOR,
        detail: {
          ...detail,
          error: error instanceof Error ? error.message : String(error),
          gave_up: attempt.isLastAttempt,
        },
      }).catch(() => {});
    }
    throw error;
  }
  if (delivery.reached === 0) return delivery.writes;
  return [
    ...delivery.writes,
    historyEntryWrite({
      callbackRequestId: request.id,
      kind: 'alert_sent',
      actor: SYSTEM_ACTOR,
      detail,
    }),
  ];
}

/**
 * A request nobody took in time: announced again to every console and, through alert jobs of
 * its own (each retried on its own), by email to ESCALATION_EMAIL_TO and by push to everyone.
 * Locks the request, so an acknowledgement at the same moment either comes first (no
 * escalation) or after; a job run twice (its worker died before recording success) escalates once.
 */
async function escalate(payload: EscalationJobPayload, deps: JobDeps): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const request = await findCallbackRequest(trx, payload.callback_request_id, {
      forUpdate: true,
    });
    if (!request || request.acknowledged_at || request.status !== 'pending') return;
    const already = await trx
      .selectFrom('callback_request_history')
      .select('id')
      .where('callback_request_id', '=', request.id)
      .where('kind', '=', 'escalated')
      .executeTakeFirst();
    if (already) return;
    await addHistoryEntry(trx, {
      callbackRequestId: request.id,
      kind: 'escalated',
      actor: SYSTEM_ACTOR,
      detail: {
        urgency: request.urgency,
        delay_ms: deps.config.ESCALATION_DELAYS[request.urgency],
      },
    });
    await raiseLiveEvent(trx, 'callback-request.updated', request);
    await enqueueJobs(
      trx,
      alertJobs(request, 'escalation', { emailEnabled: deps.alerts.email !== null }),
    );
  });
}

export const jobHandlers: Record<JobKind, JobHandler<JobDeps>> = {
  'alert.email': (payload: AlertJobPayload, deps, attempt) =>
    sendAlert('email', payload, deps, attempt),
  'alert.push': (payload: AlertJobPayload, deps, attempt) =>
    sendAlert('push', payload, deps, attempt),
  escalation: (payload: EscalationJobPayload, deps) => escalate(payload, deps),
};
