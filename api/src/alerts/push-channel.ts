import type { CallbackRequest, PushAlertPayload } from '@tow/contracts';
import type { Logger } from '@tow/server-kit/logger';
import webpush, { WebPushError } from 'web-push';
import type { DB } from '../db/database.ts';
import {
  channelSuccessWrite,
  recordChannelFailure,
} from '../db/repositories/alert-channel-status.ts';
import {
  deletePushSubscription,
  listPushSubscriptions,
  type StoredPushSubscription,
} from '../db/repositories/push-subscriptions.ts';
import { runAsOneStatement } from '../db/statement-parts.ts';
import type { AlertDelivery } from './alert-delivery.ts';
import { requestConsoleUrl } from './alert-settings.ts';
import { describeError } from './describe-error.ts';
import { type AlertKind, oneLine, urgencyWord } from './request-summary.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushDeliveryCount {
  sent: number;
  failed: number;
}

export interface PushAlertChannel {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /**
   * Pushes the request to every subscription; throws when any push service failed (gone ones are
   * removed). Its writes record a success (the channel healthy again), as the email channel's do.
   */
  sendRequestAlert(request: CallbackRequest, kind: AlertKind): Promise<AlertDelivery>;
  /** Pushes the console's test notification to every subscription now. */
  sendTestAlert(): Promise<PushDeliveryCount>;
}

// Long enough to reach a phone that was out of signal for a while, short enough that a stale
// alert does not ring hours later (the console and the escalation cover the rest).
const PUSH_TTL_SECONDS = 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export function requestPayload(
  request: CallbackRequest,
  kind: AlertKind,
  consolePath: string,
): PushAlertPayload {
  const urgency = urgencyWord(request.urgency);
  const name = oneLine(request.name);
  // A notification shows two or three lines: danger and a driver out of reach come first.
  const where = [
    request.unsafe_location ? 'UNSAFE LOCATION. ' : '',
    `${oneLine(request.service_type)} at ${oneLine(request.location)}`,
    request.outside_area ? ' (outside our areas)' : '',
  ].join('');
  return {
    title:
      kind === 'escalation'
        ? `Not yet taken: ${urgency} request from ${name}`
        : `${urgency} callback request: ${name}`,
    body: `${where}. ${oneLine(request.phone)}${request.message ? ` – ${oneLine(request.message).slice(0, 120)}` : ''}`,
    url: requestConsoleUrl(consolePath, request.id),
    id: request.id,
    kind,
    urgency: request.urgency,
    tag: `callback-request-${request.id}-${kind}`,
  };
}

// A VAPID token may be used for up to 24 hours (RFC 8292); web-push signs one valid for 12.
const VAPID_RENEW_MS = 60 * 60_000;

/**
 * The VAPID `Authorization` header for a subscription's push service: signed once an hour per
 * service rather than for every push (after the encryption, signing was a push's costliest part).
 */
function vapidAuthorization(keys: VapidKeys, subject: string): (endpoint: string) => string {
  const signed = new Map<string, { header: string; at: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const cached = signed.get(audience);
    if (cached && Date.now() - cached.at < VAPID_RENEW_MS) return cached.header;
    const header = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    ).Authorization;
    signed.set(audience, { header, at: Date.now() });
    return header;
  };
}

export function createPushChannel(
  db: DB,
  keys: VapidKeys,
  subject: string,
  consolePath: string,
  logger: Logger,
): PushAlertChannel {
  const authorization = vapidAuthorization(keys, subject);
  const options = {
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high' as const,
    contentEncoding: 'aes128gcm' as const,
    timeout: PUSH_TIMEOUT_MS,
  };

  /** Sends to one browser: 'sent', 'gone' (unsubscribed, now deleted) or the failure. */
  async function pushTo(
    subscription: StoredPushSubscription,
    payload: PushAlertPayload,
    topic: string,
  ): Promise<'sent' | 'gone' | { error: string }> {
    try {
      await webpush.sendNotification(subscription, JSON.stringify(payload), {
        ...options,
        topic,
        headers: { Authorization: authorization(subscription.endpoint) },
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await deletePushSubscription(db, subscription.endpoint);
        logger.info({ endpoint_host: hostOf(subscription.endpoint) }, 'push subscription gone');
        return 'gone';
      }
      const status = error instanceof WebPushError ? `HTTP ${error.statusCode}: ` : '';
      return { error: `${hostOf(subscription.endpoint)}: ${status}${describeError(error)}` };
    }
  }

  async function pushToAll(payload: PushAlertPayload, topic: string) {
    const subscriptions = await listPushSubscriptions(db);
    const outcomes = await Promise.all(subscriptions.map((s) => pushTo(s, payload, topic)));
    const errors = outcomes.flatMap((o) => (typeof o === 'object' ? [o.error] : []));
    const sent = outcomes.filter((o) => o === 'sent').length;
    if (errors.length > 0) await recordChannelFailure(db, 'push', errors.join('; '));
    const recorded = errors.length === 0 && sent > 0 ? [channelSuccessWrite('push')] : [];
    return { sent, failed: outcomes.length - sent, errors, recorded };
  }

  return {
    publicKey: keys.publicKey,
    async sendRequestAlert(request, kind) {
      const payload = requestPayload(request, kind, consolePath);
      // One topic per request: a push service replaces an undelivered earlier alert about it.
      const result = await pushToAll(payload, `callback-${request.id}`);
      const context = { callback_request_id: request.id, alert_kind: kind, sent: result.sent };
      if (result.errors.length > 0) {
        logger.warn({ ...context, errors: result.errors }, 'alert push failed');
        throw new Error(
          `Alert push failed for ${result.errors.length} subscription(s): ${result.errors.join('; ')}`,
        );
      }
      if (result.sent > 0) logger.info(context, 'alert push sent');
      return { reached: result.sent, writes: result.recorded };
    },
    async sendTestAlert() {
      const payload: PushAlertPayload = {
        title: 'Test alert: push notifications work',
        body: 'New callback requests will appear here.',
        url: `${consolePath}/`,
        id: null,
        kind: 'test',
        urgency: null,
        tag: 'test-alert',
      };
      const { sent, failed, recorded } = await pushToAll(payload, 'test-alert');
      if (recorded.length > 0) await runAsOneStatement(db, recorded);
      return { sent, failed };
    },
  };
}

/** Push endpoints carry a per-browser token in their path: logs and errors keep only the host. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown push service';
  }
}
