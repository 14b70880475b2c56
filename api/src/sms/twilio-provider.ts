import {
  isPermanentStatus,
  type OutgoingSms,
  type SmsProvider,
  SmsSendError,
} from './sms-provider.ts';
import type { SmsSettings } from './sms-settings.ts';

type TwilioSettings = Extract<SmsSettings['provider'], { kind: 'twilio' }>;

/** The status callback path, and the inbound one, as the provider is told to call them. */
export const TWILIO_STATUS_PATH = '/api/sms/twilio/status';
export const TWILIO_INBOUND_PATH = '/api/sms/twilio/inbound';

/**
 * Twilio's Messages API (POST …/Messages.json, Basic auth, form fields), or any host that speaks
 * it. Its status callbacks come back to TWILIO_STATUS_PATH, signed.
 */
export function createTwilioProvider(
  provider: TwilioSettings,
  settings: Pick<SmsSettings, 'from' | 'callbackBase'>,
): SmsProvider {
  const url = `${provider.apiBase}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
  return {
    async send({ to, body }: OutgoingSms) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            To: to,
            From: settings.from,
            Body: body,
            StatusCallback: `${settings.callbackBase}${TWILIO_STATUS_PATH}`,
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new SmsSendError(`SMS provider unreachable: ${(error as Error).message}`, {
          permanent: false,
          cause: error,
        });
      }
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (!response.ok || !answer.sid) {
        const detail = answer.message ?? response.statusText;
        throw new SmsSendError(
          `SMS provider refused the text (${response.status}${answer.code ? `, code ${answer.code}` : ''}): ${detail}`,
          { permanent: isPermanentStatus(response.status) },
        );
      }
      return { providerId: answer.sid };
    },
  };
}
