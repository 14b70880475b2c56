import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chunked, type RawAnswer, rawRequest } from '@tow/server-kit/test-support/raw-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../src/listen.ts';
import { useTestApi } from './support/test-api.ts';

// Over a real socket: what Node itself answers (unparseable requests, large headers) and what a
// client sees when the answer comes before its body has gone (413) never reach `app.request`.
const api = useTestApi();
let server: Server;
let port: number;
let token: string;

beforeAll(async () => {
  server = listenApi(api.runtime, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  token = await api.login();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function expectJsonError(answer: RawAnswer, status: number, what: string) {
  expect(answer.reset, `${what}: connection reset`).toBe(false);
  expect(answer.status, what).toBe(status);
  expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body), what).toEqual({
    success: false,
    message: expect.any(String),
  });
}

function head(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

async function storedRows() {
  const { db } = api.runtime.deps;
  const count = async (table: 'callback_requests' | 'services') =>
    Number(
      (await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
  return { callbacks: await count('callback_requests'), services: await count('services') };
}

describe('a body over the limit, sent whole before the answer is read', () => {
  const calls = [
    { label: 'the public callback form', method: 'POST', path: '/api/callback-requests' },
    { label: 'an admin create, signed in', method: 'POST', path: '/api/services', signedIn: true },
    { label: 'an admin create, not signed in', method: 'POST', path: '/api/services' },
    { label: 'an admin update, signed in', method: 'PUT', path: '/api/services/1', signedIn: true },
  ];

  it.for(calls)('answers 413 in JSON to $label, never a reset', async (call) => {
    const before = await storedRows();
    const auth: Record<string, string> = call.signedIn ? { Authorization: `Bearer ${token}` } : {};
    for (const size of [2_000_000, 20_000_000]) {
      const declared = await rawRequest(
        port,
        head(call.method, call.path, {
          'Content-Type': 'application/json',
          'Content-Length': size,
          ...auth,
        }),
        Buffer.alloc(size, 'x'),
      );
      expectJsonError(declared, 413, `${size} bytes with Content-Length`);
      const streamed = await rawRequest(
        port,
        head(call.method, call.path, {
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
          ...auth,
        }),
        chunked(size),
      );
      expectJsonError(streamed, 413, `${size} bytes chunked`);
    }
    expect(await storedRows()).toEqual(before);
  });
});

describe("Node's own answers are the JSON error too", () => {
  it('answers 431 to headers or an address over the limit', async () => {
    const longHeader = await rawRequest(
      port,
      head('GET', '/api/health', { 'X-Big': 'a'.repeat(40_000) }),
    );
    expectJsonError(longHeader, 431, 'a 40 kB header');
    const longQuery = await rawRequest(
      port,
      head('GET', `/api/services/active?q=${'a'.repeat(40_000)}`, {}),
    );
    expectJsonError(longQuery, 431, 'a 40 kB query');
  });

  it('answers 400 to a Content-Length that is not a number, or contradicts chunked encoding', async () => {
    const notANumber = await rawRequest(
      port,
      head('POST', '/api/callback-requests', {
        'Content-Type': 'application/json',
        'Content-Length': 'abc',
      }),
      '{}',
    );
    expectJsonError(notANumber, 400, 'Content-Length: abc');
    const both = await rawRequest(
      port,
      head('POST', '/api/callback-requests', {
        'Content-Type': 'application/json',
        'Content-Length': 2,
        'Transfer-Encoding': 'chunked',
      }),
      '2\r\n{}\r\n0\r\n\r\n',
    );
    expectJsonError(both, 400, 'Content-Length with chunked');
  });

  it('answers 400 in JSON when a Content-Length shorter than the body leaves bytes that are no request', async () => {
    const before = await storedRows();
    const body = JSON.stringify({ name: 'Sam', phone: '07700 900123', location: 'Coventry' });
    const answer = await rawRequest(
      port,
      head('POST', '/api/callback-requests', {
        'Content-Type': 'application/json',
        'Content-Length': 10,
      }),
      `${body}${'x'.repeat(200)}`,
    );
    expectJsonError(answer, 400, 'Content-Length: 10 on a longer body');
    expect(await storedRows()).toEqual(before);
  });

  it('answers 417 to an Expect it does not support', async () => {
    const answer = await rawRequest(port, head('GET', '/api/health', { Expect: 'teapot' }));
    expectJsonError(answer, 417, 'Expect: teapot');
  });

  it('answers 400 to a Host from which no URL can be built', async () => {
    const answer = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: a b\r\n\r\n');
    expectJsonError(answer, 400, 'Host: a b');
  });

  it('answers 404 in JSON to a path that climbs out of /api', async () => {
    for (const path of ['/api/../../etc/passwd', '/api/%2e%2e/%2e%2e/etc/passwd', '/..']) {
      const answer = await rawRequest(port, head('GET', path, {}));
      expectJsonError(answer, 404, path);
    }
  });
});
