import type { CallbackRequest } from '@tow/contracts';
import type { Logger } from '@tow/server-kit/logger';
import type { AlertDelivery } from '../alerts/alert-delivery.ts';
import type { EmailAlertChannel } from '../alerts/email-channel.ts';
import type { CurrentProfile } from '../business-profile/current-profile.ts';
import { alertPolicyOf } from '../callback-requests/alert-plan.ts';
import {
  alertSentParts,
  escalateRequest,
  recordAlertFailure,
} from '../callback-requests/lifecycle.ts';
import {
  askForReview,
  type ReviewSenders,
  remindOfReview,
} from '../callback-requests/review-steps.ts';
import type { DB } from '../db/database.ts';
import { findCallbackRequest } from '../db/repositories/callback-requests.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import { type ApiConfig, siteUrlOf } from '../env.ts';
import { sharedWhileQueued } from '../lib/shared-reads.ts';
import type { JobMetrics } from '../metrics/job-metrics.ts';
import { sendQueuedText } from '../sms/send-text.ts';
import type { SmsChannel } from '../sms/sms-channel.ts';
import { staffAlertTextParts } from '../sms/staff-alert-texts.ts';
import type {
  AlertJobPayload,
  EscalationJobPayload,
  JobKind,
  ReviewReminderJobPayload,
  ReviewRequestJobPayload,
  SmsJobPayload,
} from './kinds.ts';
import type { JobAttempt, JobHandler } from './runner.ts';

/** One way of reaching staff; throws when the alert did not go out. */
export interface RequestAlertSender {
  sendRequestAlert(request: CallbackRequest, kind: AlertJobPayload['kind']): Promise<AlertDelivery>;
}

/**
 * The senders the alert jobs use (api/src/alerts builds them); email is null without SMTP, sms
 * without SMS_URL.
 */
export interface AlertSenders {
  email: (RequestAlertSender & Pick<EmailAlertChannel, 'sendReviewEmail'>) | null;
  push: RequestAlertSender;
  sms: SmsChannel | null;
}

export interface JobDeps {
  db: DB;
  config: ApiConfig;
  logger: Logger;
  alerts: AlertSenders;
  /** What the texts say of the company. */
  profile: CurrentProfile;
  metrics: JobMetrics;
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
      await recordAlertFailure(deps.db, request.id, {
        ...detail,
        error: error instanceof Error ? error.message : String(error),
        gaveUp: attempt.isLastAttempt,
      }).catch(() => {});
    }
    throw error;
  }
  if (delivery.reached === 0) return delivery.writes;
  deps.metrics.alertDelivered(channel, payload.kind, secondsSince(request.created_at));
  return [...delivery.writes, ...alertSentParts(request.id, detail)];
}

const secondsSince = (timestamp: string) => (Date.now() - Date.parse(timestamp)) / 1000;

/** How this replica asks for reviews: its texts and emails as set up, the company as its profile says now. */
function reviewSenders({ config, alerts, profile }: JobDeps): ReviewSenders {
  const { name, phone } = profile.current();
  return {
    texts: alertPolicyOf(config, alerts, profile).texts,
    email: alerts.email,
    site: { siteName: name, siteUrl: siteUrlOf(config), sitePhone: phone },
  };
}

export const jobHandlers: Record<JobKind, JobHandler<JobDeps>> = {
  'alert.email': (payload: AlertJobPayload, deps, attempt) =>
    sendAlert('email', payload, deps, attempt),
  'alert.push': (payload: AlertJobPayload, deps, attempt) =>
    sendAlert('push', payload, deps, attempt),
  'alert.sms': async (payload: AlertJobPayload, deps) => {
    const request = await findRequestShared(deps.db, payload.callback_request_id);
    return request ? staffAlertTextParts(deps.db, request, payload.kind) : [];
  },
  'sms.send': (payload: SmsJobPayload, deps, attempt) =>
    sendQueuedText(deps.db, deps.alerts.sms, payload.key, attempt, deps.metrics),
  'review.request': (payload: ReviewRequestJobPayload, deps) =>
    askForReview(deps.db, payload.callback_request_id, reviewSenders(deps)),
  'review.reminder': (payload: ReviewReminderJobPayload, deps) =>
    remindOfReview(deps.db, payload.review_request_id, reviewSenders(deps)),
  escalation: (payload: EscalationJobPayload, deps) =>
    deps.db
      .transaction()
      .execute((trx) =>
        escalateRequest(
          trx,
          payload.callback_request_id,
          alertPolicyOf(deps.config, deps.alerts, deps.profile),
        ),
      ),
};
