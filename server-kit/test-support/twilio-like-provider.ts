import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** A text as the stand-in provider took it. */
export interface ProviderText {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string;
  receivedAt: number;
}

export interface TwilioLikeProvider {
  /** `twilio://SID:TOKEN@127.0.0.1:port`, for SMS_URL. */
  smsUrl: string;
  accountSid: string;
  authToken: string;
  texts: ProviderText[];
  /** From now on, the API answers `status` with Twilio's error `code` (e.g. 400, 21211). */
  refuseWith(status: number, code: number, message: string): void;
  acceptAgain(): void;
  waitFor(match: (text: ProviderText) => boolean): Promise<ProviderText>;
  close(): Promise<void>;
}

export const TEST_ACCOUNT_SID = `AC${'0'.repeat(31)}1`;

/**
 * An HTTPS server that speaks Twilio's Messages API as Twilio documents it: Basic auth with the
 * account SID and auth token, form fields To, From, Body, StatusCallback; 201 with the message
 * JSON, or a JSON error. The tests' own certificate (trusted through NODE_EXTRA_CA_CERTS).
 */
export async function startTwilioLikeProvider(tls: {
  cert: string;
  key: string;
}): Promise<TwilioLikeProvider> {
  const authToken = randomBytes(16).toString('hex');
  const texts: ProviderText[] = [];
  const waiters: { match: (t: ProviderText) => boolean; resolve: (t: ProviderText) => void }[] = [];
  let refusal: { status: number; code: number; message: string } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${TEST_ACCOUNT_SID}:${authToken}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${TEST_ACCOUNT_SID}/Messages.json`;

  const server = createServer(
    { cert: readFileSync(tls.cert), key: readFileSync(tls.key) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.method !== 'POST' || req.url !== path) {
          json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
          return;
        }
        if (req.headers.authorization !== expectedAuth) {
          json(401, { code: 20003, message: 'Authenticate', status: 401 });
          return;
        }
        if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
          json(400, { code: 20001, message: 'Bad content type', status: 400 });
          return;
        }
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const to = form.get('To') ?? '';
        if (!/^\+\d{8,15}$/.test(to)) {
          json(400, { code: 21211, message: `The 'To' number ${to} is not valid.`, status: 400 });
          return;
        }
        if (refusal) {
          json(refusal.status, { ...refusal, more_info: 'https://www.twilio.com/docs/errors' });
          return;
        }
        const sid = `SM${randomBytes(16).toString('hex')}`;
        const text: ProviderText = {
          sid,
          to,
          from: form.get('From') ?? '',
          body: form.get('Body') ?? '',
          statusCallback: form.get('StatusCallback') ?? '',
          receivedAt: performance.now(),
        };
        texts.push(text);
        json(201, {
          sid,
          account_sid: TEST_ACCOUNT_SID,
          to,
          from: text.from,
          body: text.body,
          status: 'queued',
          direction: 'outbound-api',
          num_segments: '1',
          date_created: new Date().toUTCString(),
          error_code: null,
          error_message: null,
        });
        for (const waiter of [...waiters]) {
          if (waiter.match(text)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(text);
          }
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smsUrl: `twilio://${TEST_ACCOUNT_SID}:${authToken}@127.0.0.1:${port}`,
    accountSid: TEST_ACCOUNT_SID,
    authToken,
    texts,
    refuseWith: (status, code, message) => {
      refusal = { status, code, message };
    },
    acceptAgain: () => {
      refusal = null;
    },
    waitFor: (match) => {
      const found = texts.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A form body Twilio would post to `url`, signed as Twilio's documentation and its own library
 * sign (written here apart from the API's code, so a mistake there is not repeated here).
 */
export function signedTwilioPost(
  authToken: string,
  url: string,
  fields: Record<string, string>,
): { raw: string; headers: Record<string, string> } {
  return {
    raw: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': createHmac('sha1', authToken)
        .update(
          url +
            Object.entries(fields)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([name, value]) => `${name}${value}`)
              .join(''),
        )
        .digest('base64'),
    },
  };
}
