import { BUSINESS_TIME_ZONE, SYSTEM_ACTOR } from '@tow/contracts';
import { recordTextFailure, textEvent } from '../callback-requests/text-steps.ts';
import { transitionParts } from '../callback-requests/transition-writes.ts';
import type { DB } from '../db/database.ts';
import {
  channelSuccessWrite,
  recordChannelFailure,
} from '../db/repositories/alert-channel-status.ts';
import { findCallbackRequest } from '../db/repositories/callback-requests.ts';
import {
  countDriverTexts,
  findTextByKey,
  type StoredText,
  textSentWrite,
} from '../db/repositories/sms-messages.ts';
import { claimLimitNotice, isOptedOut } from '../db/repositories/sms-opt-outs.ts';
import type { StatementPart } from '../db/statement-parts.ts';
import type { JobMetrics } from '../metrics/job-metrics.ts';
import type { SmsChannel } from './sms-channel.ts';
import { SmsSendError } from './sms-provider.ts';

const DAY_MS = 86_400_000;
/** Texts the site sends on its own, which a visitor's form can set off: the caps apply to these. */
const AUTOMATIC = ['received', 'taken'];

const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** Why a queued text must not go out, or null: STOP, and the caps against SMS pumping. */
async function refusal(
  db: DB,
  text: StoredText,
  channel: SmsChannel,
): Promise<{ reason: string; limit?: string } | null> {
  // The one text a STOP gets is its confirmation.
  if (
    text.audience === 'driver' &&
    text.purpose !== 'stopped' &&
    (await isOptedOut(db, text.phone))
  ) {
    return { reason: 'Not sent: this phone replied STOP' };
  }
  if (text.audience !== 'driver' || !AUTOMATIC.includes(text.purpose)) return null;
  const { phoneDailyLimit, dailyLimit } = channel.settings;
  const since = new Date(Date.now() - DAY_MS);
  if ((await countDriverTexts(db, since, text.phone)) >= phoneDailyLimit) {
    return { reason: `Not sent: this phone had ${phoneDailyLimit} texts in the last 24 hours` };
  }
  if ((await countDriverTexts(db, since)) >= dailyLimit) {
    return {
      reason: `Not sent: the site's limit of ${dailyLimit} texts in 24 hours (SMS_DAILY_LIMIT) was reached`,
      limit: 'SMS_DAILY_LIMIT',
    };
  }
  return null;
}

export interface TextAttempt {
  attempt: number;
  isLastAttempt: boolean;
}

/** Staff hear once a day that the site's limit stopped texts: the console's alert banner. */
async function noticeLimit(db: DB, channel: SmsChannel, reason: string, limit: string) {
  if (await claimLimitNotice(db, ukDay.format(new Date()), limit)) {
    await recordChannelFailure(
      db,
      'sms',
      reason.replace(/^Not sent: /, 'Texts to drivers stopped: '),
    );
    channel.logger.warn({ limit }, 'SMS daily limit reached: texts to drivers stopped');
  }
}

const failText = (db: DB, key: string, reason: string) =>
  db.transaction().execute((trx) => recordTextFailure(trx, { key }, reason));

/** Staff texts that announce a request: what the alert latency measures for texts. */
const ALERT_PURPOSES: Record<string, 'new' | 'escalation'> = {
  alert: 'new',
  escalation: 'escalation',
};

/** A staff alert text reached the provider: how long after its request. */
async function reportAlertText(db: DB, text: StoredText, metrics: JobMetrics): Promise<void> {
  const alert = ALERT_PURPOSES[text.purpose];
  if (text.audience !== 'staff' || !alert || text.callback_request_id === null) return;
  const request = await findCallbackRequest(db, text.callback_request_id);
  if (request) {
    metrics.alertDelivered('sms', alert, (Date.now() - Date.parse(request.created_at)) / 1000);
  }
}

/**
 * Sends one queued text (the `sms.send` job): a text already sent or gone is left alone; one
 * refused by a STOP or a cap is marked failed with the reason and not retried; one the provider
 * refuses for good fails at once, and one it could not take now is retried by the job.
 */
export async function sendQueuedText(
  db: DB,
  channel: SmsChannel | null,
  key: string,
  attempt: TextAttempt,
  metrics: JobMetrics,
): Promise<StatementPart[]> {
  const text = await findTextByKey(db, key);
  if (text?.status !== 'queued') return [];
  if (!channel) {
    await failText(db, key, 'Not sent: texts were turned off (SMS_URL unset)');
    metrics.textOutcome(text.audience, 'refused');
    return [];
  }
  const refused = await refusal(db, text, channel);
  if (refused) {
    // Staff's notice first: whoever sees this text failed for the site's limit sees why too.
    if (refused.limit) await noticeLimit(db, channel, refused.reason, refused.limit);
    await failText(db, key, refused.reason);
    metrics.textOutcome(text.audience, 'refused');
    return [];
  }
  let providerId: string | null;
  try {
    ({ providerId } = await channel.provider.send({ key, to: text.phone, body: text.body }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof SmsSendError && error.permanent;
    channel.logger.warn({ key, err: error, attempt: attempt.attempt }, 'text not sent');
    if (!permanent) await recordChannelFailure(db, 'sms', message);
    if (permanent || attempt.isLastAttempt) {
      await failText(db, key, message);
      metrics.textOutcome(text.audience, 'failed');
      return [];
    }
    metrics.textOutcome(text.audience, 'retried');
    throw error;
  }
  metrics.textOutcome(text.audience, 'sent');
  // The text went out: a failed read for a metric must not make the job send it again.
  await reportAlertText(db, text, metrics).catch(() => {});
  const requestId = text.callback_request_id;
  const sent = {
    ...text,
    status: 'sent' as const,
    provider_id: providerId,
    updated_at: new Date(),
  };
  return [
    textSentWrite(key, providerId),
    channelSuccessWrite('sms'),
    ...(requestId
      ? transitionParts(requestId, {
          history: [
            {
              kind: 'text_sent',
              actor: text.sent_by ?? SYSTEM_ACTOR,
              detail: { purpose: text.purpose, audience: text.audience, segments: text.segments },
            },
          ],
          event: textEvent(requestId, sent),
        })
      : []),
  ];
}
