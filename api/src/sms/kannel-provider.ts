import { smsSegments } from '@tow/contracts';
import {
  isPermanentStatus,
  type OutgoingSms,
  type SmsProvider,
  SmsSendError,
} from './sms-provider.ts';
import type { SmsSettings } from './sms-settings.ts';

type KannelSettings = Extract<SmsSettings['provider'], { kind: 'kannel' }>;

export const KANNEL_DLR_PATH = '/api/sms/kannel/dlr';
export const KANNEL_INBOUND_PATH = '/api/sms/kannel/inbound';

/** Every receipt: delivered, failed, buffered, accepted by the SMSC, rejected by it. */
const DLR_MASK = '31';

/** Kannel wants international numbers without the plus. */
const kannelNumber = (phone: string) => phone.replace(/^\+/, '');

/**
 * Kannel's sendsms HTTP interface. Kannel returns no id of its own: the delivery receipt URL
 * carries our key, and its `%d` / `%A` codes, filled in by Kannel, say what happened.
 */
export function createKannelProvider(
  provider: KannelSettings,
  settings: Pick<SmsSettings, 'from' | 'callbackBase' | 'webhookSecret'>,
): SmsProvider {
  return {
    async send({ key, to, body }: OutgoingSms) {
      const dlr = new URL(`${settings.callbackBase}${KANNEL_DLR_PATH}`);
      dlr.searchParams.set('secret', settings.webhookSecret ?? '');
      dlr.searchParams.set('key', key);
      // Kannel fills these in; URLSearchParams would encode the %, so they are appended as is.
      const dlrUrl = `${dlr.toString()}&status=%d&answer=%A&smsc_id=%F`;
      const url = new URL(provider.sendUrl);
      for (const [name, value] of Object.entries({
        username: provider.username,
        password: provider.password,
        from: settings.from,
        to: kannelNumber(to),
        text: body,
        charset: 'UTF-8',
        coding: smsSegments(body).encoding === 'GSM-7' ? '0' : '2',
        'dlr-mask': DLR_MASK,
        'dlr-url': dlrUrl,
      })) {
        url.searchParams.set(name, value);
      }
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      } catch (error) {
        throw new SmsSendError(`SMS gateway unreachable: ${(error as Error).message}`, {
          permanent: false,
          cause: error,
        });
      }
      const answer = (await response.text()).trim();
      if (!response.ok) {
        throw new SmsSendError(`SMS gateway refused the text (${response.status}): ${answer}`, {
          permanent: isPermanentStatus(response.status),
        });
      }
      return { providerId: null };
    },
  };
}
