import { describe, expect, it } from 'vitest';
import {
  type FieldSchema,
  FUZZ_BODIES,
  FUZZ_VALUES,
  schemaRefuses,
} from './support/fuzz-values.ts';
import { ADMIN, type TestAnswer, useTestApi } from './support/test-api.ts';

const api = useTestApi({ SEED_DEMO: 'true' });
const small = useTestApi({ BODY_LIMIT_BYTES: '2048' });

const JSON_HEADERS = { 'content-type': 'application/json' };
/** Too deep to encode with JSON.stringify here, so it is sent as text. */
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

const callback = {
  name: 'Sam Stranded',
  phone: '07700 900123',
  location: 'Coventry',
  service_type: 'Towing Service',
};

/** Every call of spec section 7, with `{id}` where the path takes one. */
const SPEC_CALLS = [
  'GET /api/services/active',
  'GET /api/reviews/approved',
  'GET /api/reviews/featured',
  'GET /api/promotions/active',
  'GET /api/locations/active',
  'POST /api/callback-requests',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  ...['services', 'promotions', 'reviews', 'seo-settings', 'locations'].flatMap((resource) => [
    `GET /api/${resource}`,
    `POST /api/${resource}`,
    `PUT /api/${resource}/{id}`,
    `DELETE /api/${resource}/{id}`,
  ]),
  'GET /api/callback-requests',
  'GET /api/callback-requests/pending',
  'PUT /api/callback-requests/{id}',
  'DELETE /api/callback-requests/{id}',
];

/** The calls that take a JSON body; logout takes none. */
const BODY_CALLS = SPEC_CALLS.filter(
  (call) => /^(POST|PUT) /.test(call) && call !== 'POST /api/auth/logout',
);

function isClientError(answer: TestAnswer): boolean {
  return answer.status >= 400 && answer.status < 500;
}

describe('answers to requests the API cannot read', () => {
  it('answers 400 with a message for malformed JSON', async () => {
    const answer = await api.call('POST', '/api/callback-requests', {
      raw: '{"name": "Sam", ',
      headers: JSON_HEADERS,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers 415 to a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const answer = await api.call('POST', '/api/callback-requests', {
        raw: 'name=Sam&phone=07700900123',
        headers: { 'content-type': type },
      });
      expect(answer.status, type).toBe(415);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('answers 413 to a body over the limit, and stores nothing', async () => {
    const answer = await small.call('POST', '/api/callback-requests', {
      body: { ...callback, message: 'x'.repeat(5 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: expect.stringMatching(/too large/) });
    const list = await small.call('GET', '/api/callback-requests', { token: await small.login() });
    expect(list.body.requests).toEqual([]);
  });

  it('answers 404 in JSON to an unknown /api path', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/services/active'],
      ['PATCH', '/api/services/1'],
    ] as const) {
      const answer = await api.call(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('answers 400 to an id that is not a whole number, or is too large', async () => {
    const token = await api.login();
    for (const id of ['abc', '1.5', '-1', '0', '2147483648', '99999999999999999999']) {
      const put = await api.call('PUT', `/api/services/${id}`, { token, body: {} });
      expect(put.status, `PUT ${id}`).toBe(400);
      expect(put.body).toEqual({ success: false, message: expect.any(String) });
      const remove = await api.call('DELETE', `/api/callback-requests/${id}`, { token });
      expect(remove.status, `DELETE ${id}`).toBe(400);
    }
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id', async () => {
    const answers = [
      await api.call('GET', '/api/health'),
      await api.call('GET', '/api/no-such-thing'),
      await api.call('GET', '/api/services'),
      await api.call('POST', '/api/callback-requests', { raw: '{', headers: JSON_HEADERS }),
      await api.call('POST', '/api/callback-requests', { body: {} }),
      await small.call('POST', '/api/callback-requests', { body: { m: 'x'.repeat(5000) } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401, 400, 422, 413]);
    for (const answer of answers) expect(answer.headers.get('x-request-id')).toMatch(/^\S+$/);
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('echoes the X-Request-Id a proxy sent, and replaces one that is not a plain token', async () => {
    const echoed = await api.call('GET', '/api/services/active', {
      headers: { 'x-request-id': 'edge-4f2a.77' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('edge-4f2a.77');
    const failed = await api.call('POST', '/api/callback-requests', {
      body: {},
      headers: { 'x-request-id': 'edge-4f2a.78' },
    });
    expect(failed.headers.get('x-request-id')).toBe('edge-4f2a.78');
    const odd = await api.call('GET', '/api/health', {
      headers: { 'x-request-id': 'has spaces <and> markup' },
    });
    expect(odd.headers.get('x-request-id')).not.toContain(' ');
  });
});

describe('health, readiness and documentation', () => {
  it('answers 200 on /api/health and /api/ready', async () => {
    for (const path of ['/api/health', '/api/ready']) {
      const answer = await api.call('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.body).toEqual({ success: true, status: 'ok' });
    }
  });

  it('documents every call of spec section 7 in /api/openapi.json', async () => {
    const answer = await api.call('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\.1/);
    const documented = Object.entries(answer.body.paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('serves /api/docs as an HTML page naming each path', async () => {
    const answer = await api.call('GET', '/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    for (const call of SPEC_CALLS) {
      const path = call.split(' ')[1] as string;
      expect(answer.body, path).toContain(`<code>${path}</code>`);
    }
  });
});

/** A URL and a valid body to start from: a stored record, or a fresh submission. */
async function startingPoint(call: string, token: string) {
  const [, path] = call.split(' ') as [string, string];
  if (path === '/api/auth/login')
    return { url: path, base: { email: ADMIN.email, password: 'not-the-password' } };
  if (path === '/api/callback-requests') return { url: path, base: callback };
  const list = await api.call('GET', path.replace('/{id}', ''), { token });
  const records = Object.values(list.body).find(Array.isArray) as Record<string, unknown>[];
  const { id, created_at: _c, updated_at: _u, ...base } = records[0] as Record<string, unknown>;
  return { url: path.replace('{id}', String(id)), base };
}

describe('never a 500 for anything a client can send', () => {
  it.for(BODY_CALLS)('%s answers 4xx to bodies that are not an object of fields', async (call) => {
    const token = await api.login();
    const [method] = call.split(' ') as [string];
    const { url } = await startingPoint(call, token);
    for (const { label, raw } of FUZZ_BODIES) {
      const answer = await api.call(method, url, { token, raw, headers: JSON_HEADERS });
      expect(isClientError(answer), `${call} with ${label}: ${answer.status}`).toBe(true);
      expect(answer.body.success, label).toBe(false);
    }
  });

  it.for(BODY_CALLS)('%s answers below 500 to odd values in every field', async (call) => {
    const token = await api.login();
    const [method, path] = call.split(' ') as [string, string];
    const doc = (await api.call('GET', '/api/openapi.json')).body;
    const schema: FieldSchema =
      doc.paths[path][method.toLowerCase()].requestBody.content['application/json'].schema;
    const { url, base } = await startingPoint(call, token);
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      for (const { label, value, alwaysRefused } of FUZZ_VALUES) {
        const answer = await api.call(method, url, { token, body: { ...base, [field]: value } });
        const what = `${call} with ${field} = ${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        expect(answer.status, what).toBeLessThan(500);
        if (alwaysRefused || schemaRefuses(fieldSchema, value)) {
          expect(isClientError(answer), what).toBe(true);
        }
      }
      const raw = `${JSON.stringify(base).slice(0, -1)},"${field}":${DEEP_OBJECT}}`;
      const deep = await api.call(method, url, { token, raw, headers: JSON_HEADERS });
      expect(isClientError(deep), `${call} with ${field} nested 5,000 deep: ${deep.status}`).toBe(
        true,
      );
    }
  });
});
