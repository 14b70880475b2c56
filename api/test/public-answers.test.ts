import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SERVICE_BODY } from './support/service-body.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

const api = useTestApi();

const service = { ...SERVICE_BODY, name: 'Jump Start', sort_order: 1 };

/** The public list as a browser asks for it, the body as sent (possibly compressed). */
async function read(path: string, headers: Record<string, string> = {}) {
  const response = await api.runtime.app.request(path, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const activeNames = async () =>
  (await api.call('GET', '/api/services/active')).body.services.map(
    (s: { name: string }) => s.name,
  );

describe('public reads answered from memory', () => {
  it('answers a public list with an ETag, 304 to a client that has it, and each encoding of the same JSON', async () => {
    const token = await api.login();
    // Long enough to be compressed.
    for (let i = 0; i < 6; i += 1) {
      await api.call('POST', '/api/services', {
        token,
        body: { ...service, name: `Service ${i}`, sort_order: i },
      });
    }
    const plain = await read('/api/services/active');
    expect(plain.response.status).toBe(200);
    const etag = plain.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(plain.response.headers.get('cache-control')).toBe('public, no-cache');
    expect(plain.response.headers.get('vary')).toContain('Accept-Encoding');
    expect(plain.response.headers.get('x-request-id')).toBeTruthy();
    expect(plain.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(plain.response.headers.get('x-content-type-options')).toBe('nosniff');
    const json = JSON.parse(plain.bytes.toString());
    expect(json.services).toHaveLength(6);

    const br = await read('/api/services/active', { 'accept-encoding': 'gzip, br' });
    expect(br.response.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(json);
    const gzip = await read('/api/services/active', { 'accept-encoding': 'gzip' });
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(json);
    expect(gzip.response.headers.get('etag')).toBe(etag);

    const again = await read('/api/services/active', {
      'if-none-match': etag,
      'x-request-id': 'proxy-id-1',
    });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.response.headers.get('x-request-id')).toBe('proxy-id-1');
  });

  it('shows a staff create, update and delete on the very next read, with a new ETag', async () => {
    const token = await api.login();
    const before = await read('/api/services/active');
    const etag = before.response.headers.get('etag') ?? '';
    const created = await api.call('POST', '/api/services', {
      token,
      body: { ...service, name: 'Winch Out' },
    });
    expect(await activeNames()).toContain('Winch Out');
    const stale = await read('/api/services/active', { 'if-none-match': etag });
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get('etag')).not.toBe(etag);

    const { id, created_at, updated_at, ...record } = created.body.service;
    await api.call('PUT', `/api/services/${id}`, { token, body: { ...record, is_active: false } });
    expect(await activeNames()).not.toContain('Winch Out');
    await api.call('PUT', `/api/services/${id}`, {
      token,
      body: { ...record, name: 'Winch Recovery' },
    });
    expect(await activeNames()).toContain('Winch Recovery');
    await api.call('DELETE', `/api/services/${id}`, { token });
    expect(await activeNames()).not.toContain('Winch Recovery');
  });

  it('drops kept answers for a change made in the database by any other means (a script, another replica)', async () => {
    expect(await activeNames()).not.toContain('Written Directly');
    const before = api.runtime.deps.content.current();
    await sql`insert into services (name, icon, short_description, description, features, is_active, sort_order)
      values ('Written Directly', 'towing-service', 'Short.', 'Long.', '[]', true, 0)`.execute(
      api.runtime.deps.db,
    );
    // The database announces it to every listener, this process included.
    await waitFor('the change to be announced', async () =>
      api.runtime.deps.content.current() > before ? true : undefined,
    );
    expect(await activeNames()).toContain('Written Directly');
  });

  it('never answers a staff list from memory: it carries no ETag and shows inactive records at once', async () => {
    const token = await api.login();
    const list = async () => {
      const answer = await api.call('GET', '/api/services', { token });
      expect(answer.headers.get('etag')).toBeNull();
      expect(answer.headers.get('cache-control')).toBeNull();
      return answer.body.services.map((s: { name: string }) => s.name);
    };
    await list();
    await api.call('POST', '/api/services', {
      token,
      body: { ...service, name: 'Hidden Extra', is_active: false },
    });
    expect(await list()).toContain('Hidden Extra');
    expect(await activeNames()).not.toContain('Hidden Extra');
    // A signed-in caller of a public read gets the public answer, never one made for them.
    const signedIn = await api.call('GET', '/api/services/active', { token });
    expect(signedIn.body.services.map((s: { name: string }) => s.name)).not.toContain(
      'Hidden Extra',
    );
  });

  it('keeps the privacy answer until the owner changes the retention period', async () => {
    const token = await api.login();
    const first = await api.call('GET', '/api/privacy');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await api.call('GET', '/api/privacy')).headers.get('etag')).toBe(etag);
    const saved = await api.call('PUT', '/api/settings/security', {
      token,
      body: { retention_days: first.body.privacy.retention_days + 1, require_two_factor: false },
    });
    expect(saved.status).toBe(200);
    const after = await api.call('GET', '/api/privacy');
    expect(after.body.privacy.retention_days).toBe(first.body.privacy.retention_days + 1);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('answers a content-version poll at once when the caller is behind, and when content changes while it waits', async () => {
    const token = await api.login();
    const now = (await api.call('GET', '/api/content-version')).body.version as number;
    expect(Number.isInteger(now)).toBe(true);
    const behind = await api.call('GET', `/api/content-version?after=${now - 1}`);
    expect(behind.body.version).toBe(now);

    const waiting = api.call('GET', `/api/content-version?after=${now}`);
    await api.call('POST', '/api/services', { token, body: { ...service, name: 'Fuel Drop' } });
    const changed = await waiting;
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBeGreaterThan(now);
    expect(changed.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a content-version poll with a version that is not a number', async () => {
    const answer = await api.call('GET', '/api/content-version?after=soon');
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
  });

  // Last: the process is stopping from here on.
  it('ends a waiting content-version poll with 503 when the process stops, so the poller asks another replica', async () => {
    const now = (await api.call('GET', '/api/content-version')).body.version as number;
    const waiting = api.call('GET', `/api/content-version?after=${now}`);
    api.runtime.deps.content.closeAll();
    const ended = await waiting;
    expect(ended.status).toBe(503);
    expect(ended.headers.get('retry-after')).toBe('1');
    expect(ended.body).toEqual({ success: false, message: expect.any(String) });
    expect((await api.call('GET', `/api/content-version?after=${now}`)).status).toBe(503);
  });
});
