import {
  signedTwilioPost,
  startTwilioLikeProvider,
  type TwilioLikeProvider,
} from '@tow/server-kit/test-support/twilio-like-provider';
import { afterAll } from 'vitest';
import { type TestAnswer, type TestApi, useTestApi } from './test-api.ts';
import { TEST_TLS_FILES } from './test-tls.ts';

/** The site's address in these files: Twilio signs its webhooks with the URL it called there. */
export const TEXTS_SITE_URL = 'https://www.recovery.example';

export interface TextingApi {
  api: TestApi;
  provider: TwilioLikeProvider;
  /** POSTs form `fields` to `path` as Twilio would, signed with the account's auth token. */
  webhook(path: string, fields: Record<string, string>): Promise<TestAnswer>;
  /** A text from `from` to the site's number, as Twilio's inbound webhook brings it. */
  reply(from: string, body: string, sid?: string): Promise<TestAnswer>;
}

/**
 * The test API with texts through a stand-in of Twilio's Messages API over HTTPS (started here,
 * stopped after the file), and the provider's webhooks as Twilio calls them.
 */
export async function useTextingApi(config: Record<string, string> = {}): Promise<TextingApi> {
  const provider = await startTwilioLikeProvider(TEST_TLS_FILES);
  afterAll(() => provider.close());
  const api = useTestApi({
    SMS_URL: provider.smsUrl,
    SMS_FROM: '+447700900000',
    SITE_URL: TEXTS_SITE_URL,
    ...config,
  });
  const webhook = (path: string, fields: Record<string, string>) =>
    api.call(
      'POST',
      path,
      signedTwilioPost(provider.authToken, `${TEXTS_SITE_URL}${path}`, fields),
    );
  return {
    api,
    provider,
    webhook,
    reply: (from, body, sid = `SM${Math.random().toString(16).slice(2)}`) =>
      webhook('/api/sms/twilio/inbound', {
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: provider.accountSid,
        From: from,
        To: '+447700900000',
        Body: body,
        NumMedia: '0',
        SmsStatus: 'received',
        ApiVersion: '2010-04-01',
      }),
  };
}
