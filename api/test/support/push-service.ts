import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of a subscription: what it registers, and the keys that decrypt for it. */
export interface TestBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

export interface ReceivedPush {
  browser: TestBrowser;
  // biome-ignore lint/suspicious/noExplicitAny: the payload is checked field by field in tests.
  payload: any;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, after its signature checked out against the `k=` key. */
  claims: Record<string, unknown>;
  vapidKey: string;
  receivedAt: number;
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** A new browser subscribed at this service. */
  newBrowser(): TestBrowser;
  /** From now on, pushes to this browser answer `status` (410 = unsubscribed). */
  answer(browser: TestBrowser, status: number): void;
  /** Resolves with the first push that arrives matching `match`, however long it takes. */
  waitFor(match: (push: ReceivedPush) => boolean): Promise<ReceivedPush>;
  close(): Promise<void>;
}

async function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`No VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, publicKey, { audience });
  return { claims: payload as Record<string, unknown>, vapidKey: key };
}

/**
 * A push service on https://127.0.0.1 with the test run's self-signed certificate (the API trusts
 * it through NODE_EXTRA_CA_CERTS). Each push is decrypted as the browser would (RFC 8291,
 * aes128gcm) and its VAPID signature checked; anything it cannot accept is answered 400.
 */
export async function startTestPushService(tls: {
  cert: string;
  key: string;
}): Promise<TestPushService> {
  const browsers = new Map<string, TestBrowser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters: { match: (p: ReceivedPush) => boolean; resolve: (p: ReceivedPush) => void }[] = [];
  let origin = '';

  const server: Server = createServer(
    { cert: readFileSync(tls.cert), key: readFileSync(tls.key) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const browser = browsers.get(req.url ?? '');
        if (!browser) {
          res.writeHead(404).end();
          return;
        }
        const status = answers.get(req.url ?? '');
        if (status) {
          res.writeHead(status).end();
          return;
        }
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`Content-Encoding ${req.headers['content-encoding']}`);
          const { claims, vapidKey } = await verifyVapid(req.headers.authorization, origin);
          const plain = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: browser.ecdh,
            authSecret: browser.auth,
          });
          const push: ReceivedPush = {
            browser,
            payload: JSON.parse(plain.toString('utf8')),
            headers: req.headers,
            claims,
            vapidKey,
            receivedAt: performance.now(),
          };
          received.push(push);
          res.writeHead(201).end();
          for (const waiter of waiters.filter((w) => w.match(push))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(push);
          }
        } catch (error) {
          res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
        }
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    newBrowser() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const browser: TestBrowser = {
        subscription: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        ecdh,
        auth,
      };
      browsers.set(path, browser);
      return browser;
    },
    answer(browser, status) {
      answers.set(new URL(browser.subscription.endpoint).pathname, status);
    },
    waitFor(match) {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
