import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSelfSignedCertificate } from '@tow/server-kit/test-support/self-signed-tls';
import {
  signedTwilioPost,
  startTwilioLikeProvider,
  type TwilioLikeProvider,
} from '@tow/server-kit/test-support/twilio-like-provider';
import { afterAll, expect } from 'vitest';
import { consoleSuite } from './suite.ts';

/**
 * A console suite on a product of the file's own, with texts through a stand-in of Twilio's API
 * (HTTPS, its certificate trusted by the product as a deployment trusts an extra CA); `env` adds
 * the file's own settings.
 */
export function textingConsoleSuite(env: Record<string, string> = {}) {
  let provider: TwilioLikeProvider | undefined;
  const suite = consoleSuite({
    productEnv: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'tow-console-sms-'));
      const tls = { cert: join(folder, 'cert.pem'), key: join(folder, 'key.pem') };
      await writeSelfSignedCertificate(tls);
      provider = await startTwilioLikeProvider(tls);
      return {
        SMS_URL: provider.smsUrl,
        SMS_FROM: '+447700900000',
        NODE_EXTRA_CA_CERTS: tls.cert,
        ...env,
      };
    },
  });
  afterAll(() => provider?.close());

  const stand = (): TwilioLikeProvider => {
    if (!provider) throw new Error('the stand-in provider has not started');
    return provider;
  };

  /** A text from the driver's phone (E.164), as Twilio posts it to the product, signed. */
  const driverTexts = async (from: string, body: string): Promise<void> => {
    const url = `${suite.baseUrl}/api/sms/twilio/inbound`;
    const sid = `SM${Math.random().toString(16).slice(2)}`;
    const { raw, headers } = signedTwilioPost(stand().authToken, url, {
      MessageSid: sid,
      From: from,
      Body: body,
    });
    const response = await fetch(url, { method: 'POST', headers, body: raw });
    expect(response.status).toBe(200);
  };

  return { suite, stand, driverTexts };
}
