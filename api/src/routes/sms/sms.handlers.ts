import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { alertPolicyOf } from '../../callback-requests/alert-plan.ts';
import { receiveText, recordTextReceipt } from '../../callback-requests/text-steps.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { sendTestText } from '../../sms/test-text.ts';
import type * as routes from './sms.routes.ts';

const TWIML_EMPTY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** Twilio's MessageStatus → ours; the in-between ones (queued, sending, accepted) change nothing. */
const TWILIO_STATUSES: Record<string, 'sent' | 'delivered' | 'failed'> = {
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
};

/** Kannel's %d → ours: 1 delivered, 2 failed, 8 accepted by the SMSC, 16 rejected by it. */
const KANNEL_STATUSES: Record<string, 'sent' | 'delivered' | 'failed'> = {
  '1': 'delivered',
  '2': 'failed',
  '8': 'sent',
  '16': 'failed',
};

const refused = () => new ApiError(403, 'Signature or secret does not match');

export function smsHandlers({ db, config, alerts, profile }: AppDeps) {
  const policy = alertPolicyOf(config, alerts, profile).texts;
  const sms = alerts.sms;

  /** The form fields of a Twilio webhook, once its signature is checked. */
  async function signedForm(c: Context<AppEnv>): Promise<Record<string, string>> {
    const form = await c.req.parseBody();
    const params = Object.fromEntries(
      Object.entries(form).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    );
    if (!sms) throw refused();
    const called = new URL(c.req.url);
    const url = `${sms.settings.callbackBase}${called.pathname}${called.search}`;
    if (!sms.isSignedByTwilio(c.req.header('x-twilio-signature'), url, params)) throw refused();
    return params;
  }

  function kannelQuery(c: Context<AppEnv>): Record<string, string> {
    const query = c.req.query();
    if (!sms?.isKannelSecret(query.secret)) throw refused();
    return query;
  }

  const twilioStatus: AppRouteHandler<typeof routes.twilioStatus> = async (c) => {
    const form = await signedForm(c);
    const status = TWILIO_STATUSES[form.MessageStatus ?? ''];
    if (status && form.MessageSid) {
      const error = form.ErrorCode ? `Not delivered (provider error ${form.ErrorCode})` : null;
      const sid = form.MessageSid;
      await db
        .transaction()
        .execute((trx) => recordTextReceipt(trx, { providerId: sid }, status, error));
    }
    return c.text('ok', 200);
  };

  const twilioInbound: AppRouteHandler<typeof routes.twilioInbound> = async (c) => {
    const form = await signedForm(c);
    if (policy && form.MessageSid && form.From) {
      const received = { key: form.MessageSid, from: form.From, body: form.Body ?? '' };
      await db.transaction().execute((trx) => receiveText(trx, received, policy));
    }
    return c.body(TWIML_EMPTY, 200, { 'content-type': 'text/xml; charset=utf-8' });
  };

  const kannelDlr: AppRouteHandler<typeof routes.kannelDlr> = async (c) => {
    const query = kannelQuery(c);
    const status = KANNEL_STATUSES[query.status ?? ''];
    if (status && query.key) {
      const error =
        status === 'failed' ? `Not delivered (${query.answer || 'gateway report'})` : null;
      const key = query.key;
      await db.transaction().execute((trx) => recordTextReceipt(trx, { key }, status, error));
    }
    return c.text('ok', 200);
  };

  const kannelInbound: AppRouteHandler<typeof routes.kannelInbound> = async (c) => {
    const query = kannelQuery(c);
    if (policy && query.id && query.from) {
      const received = { key: query.id, from: query.from, body: query.text ?? '' };
      await db.transaction().execute((trx) => receiveText(trx, received, policy));
    }
    return c.text('', 200);
  };

  const testText: AppRouteHandler<typeof routes.testText> = async (c) => {
    const { to } = c.req.valid('json');
    const message = await sendTestText(db, sms, to, c.get('user').name, profile.current().name);
    return c.json({ success: true as const, message }, 200);
  };

  return { twilioStatus, twilioInbound, kannelDlr, kannelInbound, testText };
}
