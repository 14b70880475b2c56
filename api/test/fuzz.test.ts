import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../src/listen.ts';
import {
  badAuthorization,
  bodyArbitrary,
  extraHeaders,
  idArbitrary,
  methodArbitrary,
  type Operation,
  operationsOf,
  pathTwist,
} from './support/fuzz-requests.ts';
import { useTestApi } from './support/test-api.ts';

/**
 * Property-based fuzzing of every operation of /api/openapi.json over a real socket: generated
 * paths, ids, methods, headers, tokens and bodies. Whatever is sent, the answer is below 500,
 * never a reset, every 4xx is the error of spec section 8, and a 4xx leaves the data as it was.
 * FUZZ_SEED=<n> replays a run; a failure prints the seed and the shrunk request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const AT_LEAST = 1_000;

const api = useTestApi({ SEED_DEMO: 'true' });
let server: Server;
let origin: string;
let token: string;
let operations: Operation[];
let storedIds: number[];

const seen = { requests: 0, statuses: new Map<number, number>(), fiveHundreds: 0, resets: 0 };

/** A fingerprint of every stored row a request could touch (rate-limit counters aside). */
async function storedData(): Promise<string> {
  const tables = [
    'services',
    'promotions',
    'reviews',
    'callback_requests',
    'seo_settings',
    'locations',
    'users',
    'sessions',
  ];
  const digests = tables.map(
    (table) =>
      sql<string>`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.table(table)} t)`,
  );
  const { rows } = await sql<{
    digest: string;
  }>`select concat_ws(',', ${sql.join(digests)}) as digest`.execute(api.runtime.deps.db);
  return rows[0]?.digest ?? '';
}

beforeAll(async () => {
  server = listenApi(api.runtime, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = await api.login();
  operations = operationsOf((await api.call('GET', '/api/openapi.json')).body);
  const services = await api.call('GET', '/api/services', { token });
  storedIds = [...services.body.services.map((s: { id: number }) => s.id), 1, 2, 3];
  console.info(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const statuses = [...seen.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `fuzz: ${seen.requests} requests over ${operations.length} operations; statuses ${statuses.join(' ')}; 5xx ${seen.fiveHundreds}; resets ${seen.resets}`,
  );
});

function expectErrorShape(status: number, contentType: string | null, text: string, what: string) {
  expect(contentType, what).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  expect(
    Object.keys(body).filter((k) => !['success', 'message', 'errors'].includes(k)),
    what,
  ).toEqual([]);
  expect(body.success, what).toBe(false);
  expect(body.message, what).toEqual(expect.stringMatching(/\S/));
  if ('errors' in body) {
    for (const messages of Object.values(body.errors as object)) {
      expect(messages, what).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  }
  expect(status, what).toBeLessThan(500);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('never answers 5xx or resets, answers every 4xx in the error shape, and stores nothing then', {
    timeout: 300_000,
  }, async () => {
    expect(operations.length).toBeGreaterThan(30);
    const runsPerOperation = Math.ceil(AT_LEAST / operations.length);
    for (const operation of operations) {
      const request = fc.record({
        method: methodArbitrary(operation.method),
        id: idArbitrary(storedIds),
        twist: pathTwist,
        signedIn: fc.oneof(fc.constant(operation.signedIn), fc.boolean()),
        badAuthorization,
        headers: extraHeaders,
        body: bodyArbitrary(operation.body),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const path = r.twist(operation.path.replace('{id}', r.id));
          const headers: Record<string, string> = { ...r.headers };
          if (r.body?.contentType) headers['content-type'] = r.body.contentType;
          const authorization = r.signedIn ? `Bearer ${token}` : r.badAuthorization;
          if (authorization) headers.authorization = authorization;
          const sendsBody = r.body !== undefined && !['GET', 'OPTIONS'].includes(r.method);
          const what = `${r.method} ${path} ${JSON.stringify(headers).slice(0, 300)} ${r.body?.text.slice(0, 200) ?? ''}`;

          const before = await storedData();
          seen.requests += 1;
          let response: Response;
          try {
            response = await fetch(`${origin}${path}`, {
              method: r.method,
              headers,
              ...(sendsBody ? { body: r.body?.text } : {}),
            });
          } catch (error) {
            seen.resets += 1;
            throw new Error(`no answer (${(error as Error).message}) to ${what}`);
          }
          // A live stream (GET /api/events) that opened stays open: its status is the answer.
          const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
          if (streaming) await response.body?.cancel();
          const text = streaming ? '' : await response.text();
          seen.statuses.set(response.status, (seen.statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) seen.fiveHundreds += 1;
          expect(response.status, `${what} → ${text.slice(0, 200)}`).toBeLessThan(500);
          if (response.status >= 400) {
            expectErrorShape(response.status, response.headers.get('content-type'), text, what);
            expect(await storedData(), `a ${response.status} changed stored data: ${what}`).toBe(
              before,
            );
          }
          // A logout that worked ended the fuzz's own session: sign in again.
          if (operation.path === '/api/auth/logout' && r.method === 'POST' && response.ok) {
            token = await api.login();
          }
        }),
        { seed: SEED, numRuns: runsPerOperation },
      );
    }
    expect(seen.requests).toBeGreaterThanOrEqual(AT_LEAST);
    expect(seen.fiveHundreds).toBe(0);
    expect(seen.resets).toBe(0);
  });
});
