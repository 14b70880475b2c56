/**
 * A request's conversation by text, one function per step: the texts a step of its life queues
 * for the driver, a text staff write, a reply received (a driver's, a STOP or START, or a staff
 * member taking the request by replying to its alert), a delivery receipt, and a text that could
 * not be sent. Writes go through recordTransition like every step in lifecycle.ts.
 */

import { randomUUID } from 'node:crypto';
import {
  type CallbackRequest,
  normaliseMobilePhone,
  normaliseUkPhone,
  SMS_START_WORDS,
  SMS_STOP_WORDS,
  SMS_TAKE_WORDS,
  type SmsMessage,
  SYSTEM_ACTOR,
  smsKeyword,
  smsSegments,
  ukPhoneE164,
} from '@tow/contracts';
import type { DB } from '../db/database.ts';
import {
  findCallbackRequest,
  findLatestRequestFromPhone,
} from '../db/repositories/callback-requests.ts';
import {
  findTextByKey,
  insertReceivedText,
  latestAlertTo,
  listRequestTexts,
  type NewText,
  phonesAlertedFor,
  type StoredText,
  setTextStatus,
  textRecord,
} from '../db/repositories/sms-messages.ts';
import { isOptedOut, optIn, optOut } from '../db/repositories/sms-opt-outs.ts';
import { findUserByPhone } from '../db/repositories/staff-phones.ts';
import { ApiError, notFound } from '../lib/api-error.ts';
import {
  type CrewOnTheWay,
  jobCompletedText,
  onSceneText,
  onTheWayText,
  requestReceivedText,
  requestTakenText,
  restartedText,
  stoppedText,
  takenByText,
} from '../sms/text-content.ts';
import type { TextPolicy } from './alert-plan.ts';
import { acknowledgeRequest } from './lifecycle.ts';
import { queueTexts, recordTransition } from './transition-writes.ts';

/** The phone a text goes to, when the site may text it: E.164 within SMS_ALLOWED_PREFIXES. */
export function textablePhone(
  phone: string,
  policy: Pick<TextPolicy, 'allowedPrefixes'>,
): string | null {
  const e164 = normaliseMobilePhone(phone);
  if (!e164) return null;
  return policy.allowedPrefixes.some((prefix) => e164.startsWith(prefix)) ? e164 : null;
}

/** A text to queue, its SMS counted from its body; the site's own unless `sentBy` says whose. */
export function queuedText(
  text: Omit<NewText, 'segments' | 'sentBy'> & { sentBy?: string },
): NewText {
  return { sentBy: SYSTEM_ACTOR, ...text, segments: smsSegments(text.body).segments };
}

/** The driver's phone when the site may text them about this request: set up, not spam. */
function driverPhone(request: CallbackRequest, policy: TextPolicy | null): string | null {
  if (!policy || request.suspected_spam) return null;
  return textablePhone(request.phone, policy);
}

/** 409 for a text on a site without an SMS provider. */
export function textsNotSetUp(): ApiError {
  return new ApiError(409, 'Texts are not set up on this site (SMS_URL is unset)');
}

/** 422 for a number the site may not text, naming the prefixes it may. */
export function untextable(policy: Pick<TextPolicy, 'allowedPrefixes'>, field?: string): ApiError {
  return new ApiError(
    422,
    `This number cannot be texted: only numbers starting ${policy.allowedPrefixes.join(', ')} are`,
    field ? { errors: { [field]: ['Please enter a mobile number the site may text'] } } : {},
  );
}

/** One text of each purpose a request: a stage reached again after going back texts once. */
export function driverText(
  request: CallbackRequest,
  purpose:
    | 'received'
    | 'taken'
    | 'en_route'
    | 'on_scene'
    | 'completed'
    | 'review'
    | 'review_reminder',
  body: string,
  phone: string,
): NewText {
  return queuedText({
    key: `${purpose}:${request.id}`,
    callbackRequestId: request.id,
    audience: 'driver',
    purpose,
    phone,
    body,
  });
}

/** A new request's text to the driver: never for suspected spam, nor to a number not allowed. */
export function receivedTexts(
  request: CallbackRequest,
  statusToken: string,
  policy: TextPolicy | null,
): NewText[] {
  const phone = driverPhone(request, policy);
  if (!policy || !phone) return [];
  return [
    driverText(request, 'received', requestReceivedText(request, statusToken, policy), phone),
  ];
}

/** "We're on it", when a person takes the request. */
export function takenTexts(request: CallbackRequest, policy: TextPolicy | null): NewText[] {
  const phone = driverPhone(request, policy);
  if (!policy || !phone) return [];
  return [driverText(request, 'taken', requestTakenText(request, policy), phone)];
}

/**
 * The stages a driver hears of by text: who is on the way in what and about when, their arrival,
 * and the job done. Other stages (towing, cancelled) say nothing the driver does not know.
 */
export function stageTexts(
  request: CallbackRequest,
  crew: CrewOnTheWay | null,
  etaMinutes: number | null,
  policy: TextPolicy | null,
): NewText[] {
  const phone = driverPhone(request, policy);
  if (!policy || !phone) return [];
  const { stage } = request;
  if (stage === 'completed') {
    return [driverText(request, stage, jobCompletedText(request, policy), phone)];
  }
  if (!crew) return [];
  if (stage === 'en_route') {
    return [driverText(request, stage, onTheWayText(crew, etaMinutes, policy), phone)];
  }
  if (stage === 'on_scene') {
    return [driverText(request, stage, onSceneText(crew, policy), phone)];
  }
  return [];
}

/** What every console hears of a text: the request it belongs to, and the text as it is now. */
export function textEvent(requestId: number, text: StoredText) {
  return {
    type: 'callback-request.message' as const,
    data: { id: requestId, message: textRecord(text) },
  };
}

/** Staff write to the driver from the console; sent by its own job like every text. */
export async function sendStaffText(
  trx: DB,
  requestId: number,
  body: string,
  actor: string,
  policy: TextPolicy | null,
): Promise<SmsMessage> {
  const request = await findCallbackRequest(trx, requestId);
  if (!request) throw notFound('Callback request');
  if (!policy) throw textsNotSetUp();
  const phone = textablePhone(request.phone, policy);
  if (!phone) throw untextable(policy);
  const text = queuedText({
    key: `staff:${randomUUID()}`,
    callbackRequestId: request.id,
    audience: 'driver',
    purpose: 'staff',
    phone,
    body,
    sentBy: actor,
  });
  await recordTransition(trx, request.id, { texts: [text] });
  const stored = await findTextByKey(trx, text.key);
  if (!stored) throw new Error('the queued text was not stored');
  return textRecord(stored);
}

/**
 * A text that was not sent or not delivered: the request shows it, its history says why. In the
 * caller's transaction: the mark and its history go together.
 */
export async function recordTextFailure(
  trx: DB,
  where: { key: string } | { providerId: string },
  error: string,
): Promise<StoredText | undefined> {
  const text = await setTextStatus(trx, where, 'failed', error);
  if (text?.callback_request_id) {
    await recordTransition(trx, text.callback_request_id, {
      history: [
        {
          kind: 'text_failed',
          actor: SYSTEM_ACTOR,
          detail: { purpose: text.purpose, audience: text.audience, error },
        },
      ],
      event: textEvent(text.callback_request_id, text),
    });
  }
  return text;
}

/** A provider's receipt, in the caller's transaction: delivered, or failed with its reason. */
export async function recordTextReceipt(
  trx: DB,
  where: { key: string } | { providerId: string },
  status: 'sent' | 'delivered' | 'failed',
  error: string | null,
): Promise<void> {
  if (status === 'failed') {
    await recordTextFailure(trx, where, error ?? 'Not delivered');
    return;
  }
  const text = await setTextStatus(trx, where, status, null);
  if (text?.callback_request_id) {
    await recordTransition(trx, text.callback_request_id, {
      event: textEvent(text.callback_request_id, text),
    });
  }
}

/** A text that arrived: `key` is the provider's id of it, so a repeated delivery adds nothing. */
export interface ReceivedText {
  key: string;
  from: string;
  body: string;
}

/** An international number as a provider writes it (`447700900123`, `+44…`, `0044…`, `07…`). */
export function phoneFromProvider(raw: string): string {
  const compact = raw.trim().replace(/[\s-]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return ukPhoneE164(compact) ?? compact;
  return `+${compact}`;
}

function confirmation(key: string, phone: string, purpose: string, body: string): NewText {
  return queuedText({
    key: `${purpose}:${key}`,
    callbackRequestId: null,
    audience: 'driver',
    purpose,
    phone,
    body,
  });
}

/**
 * A text from a phone: STOP or START (kept for the phone, in its latest request's history, and
 * confirmed once), a staff member's "1" or "YES" to an alert (takes that request as them, tells
 * the others alerted), or a driver's reply (on the phone's latest request, in its history and on
 * every console at once).
 */
export async function receiveText(
  trx: DB,
  received: ReceivedText,
  policy: TextPolicy,
): Promise<void> {
  const phone = phoneFromProvider(received.from);
  const keyword = smsKeyword(received.body);
  const staff = await findUserByPhone(trx, phone);
  if (staff && SMS_TAKE_WORDS.includes(keyword)) {
    await takeByText(trx, received, { phone, staff }, policy);
    return;
  }
  const national = normaliseUkPhone(phone);
  const request = national ? await findLatestRequestFromPhone(trx, national) : null;
  const stored = await insertReceivedText(trx, {
    key: `in:${received.key}`,
    callbackRequestId: request?.id ?? null,
    userId: staff?.id ?? null,
    audience: staff && !request ? 'staff' : 'driver',
    phone,
    body: received.body,
    segments: smsSegments(received.body).segments,
  });
  if (!stored) return;
  const stop = SMS_STOP_WORDS.includes(keyword);
  const start = SMS_START_WORDS.includes(keyword);
  if (stop) await optOut(trx, phone, keyword);
  if (start) await optIn(trx, phone);
  const texts =
    stop || start
      ? [
          confirmation(
            received.key,
            phone,
            stop ? 'stopped' : 'restarted',
            stop ? stoppedText(policy) : restartedText(policy),
          ),
        ]
      : [];
  if (!request) {
    await queueTexts(trx, texts);
    return;
  }
  await recordTransition(trx, request.id, {
    history: [
      stop
        ? { kind: 'texts_stopped', actor: 'driver', detail: { keyword } }
        : start
          ? { kind: 'texts_resumed', actor: 'driver', detail: { keyword } }
          : { kind: 'text_received', actor: 'driver', detail: { body: received.body } },
    ],
    event: textEvent(request.id, stored),
    texts: texts.map((text) => ({ ...text, callbackRequestId: request.id })),
  });
}

/** "1" to an alert text: the request of the latest alert to that phone, taken as its owner. */
async function takeByText(
  trx: DB,
  received: ReceivedText,
  { phone, staff }: { phone: string; staff: { id: number; name: string } },
  policy: TextPolicy,
): Promise<void> {
  const alert = await latestAlertTo(trx, phone);
  const requestId = alert?.callback_request_id;
  const stored = await insertReceivedText(trx, {
    key: `in:${received.key}`,
    callbackRequestId: requestId ?? null,
    userId: staff.id,
    audience: 'staff',
    phone,
    body: received.body,
    segments: smsSegments(received.body).segments,
  });
  if (!stored || !requestId) return;
  const outcome = await acknowledgeRequest(trx, requestId, staff.name, policy);
  const taker = outcome.request.acknowledged_by ?? staff.name;
  const alerted = await phonesAlertedFor(trx, requestId);
  const texts = alerted.map((to) =>
    queuedText({
      key: `taken_by:${requestId}:${to}`,
      callbackRequestId: requestId,
      audience: 'staff',
      purpose: 'taken_by',
      phone: to,
      body: takenByText(outcome.request, taker, to === phone && taker === staff.name),
    }),
  );
  await queueTexts(trx, texts);
}

/** A request's texts with its driver, oldest first, and whether the phone replied STOP. */
export async function conversationOf(db: DB, requestId: number, policy: TextPolicy | null) {
  const request = await findCallbackRequest(db, requestId);
  if (!request) throw notFound('Callback request');
  const phone = ukPhoneE164(request.phone);
  const [texts, optedOut] = await Promise.all([
    listRequestTexts(db, requestId),
    phone ? isOptedOut(db, phone) : false,
  ]);
  return { messages: texts.map(textRecord), opted_out: optedOut, sms_enabled: policy !== null };
}

/** Whether the driver hears of the request by text: set up, a phone the site texts, no STOP. */
export async function textUpdatesFor(
  db: DB,
  request: CallbackRequest,
  policy: TextPolicy | null,
): Promise<boolean> {
  if (!policy || request.suspected_spam) return false;
  const phone = textablePhone(request.phone, policy);
  return phone !== null && !(await isOptedOut(db, phone));
}
