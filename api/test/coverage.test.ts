import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi({ COVERAGE_RATE_LIMIT: '20/1m' });

let counter = 0;
/** A caller of its own, so each test has the whole per-address limit. */
function caller() {
  counter += 1;
  return { 'x-real-ip': `203.0.113.${counter}` };
}

async function createArea(token: string, name: string, districts: unknown, changes = {}) {
  const answer = await api.call('POST', '/api/locations', {
    token,
    body: { name, postcode_districts: districts, ...changes },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.location;
}

async function coverage(postcode: string, headers: Record<string, string> = caller()) {
  return api.call('GET', `/api/coverage?postcode=${encodeURIComponent(postcode)}`, { headers });
}

describe('postcode districts of an area', () => {
  it('are stored upper case, once each, in postcode order, and answered by every locations call', async () => {
    const token = await api.login();
    const area = await createArea(token, 'Aston', ['b6', ' B7 ', 'B10', 'b6', 'b2']);
    expect(area.postcode_districts).toEqual(['B2', 'B6', 'B7', 'B10']);
    const list = await api.call('GET', '/api/locations', { token });
    expect(
      list.body.locations.find((l: { id: number }) => l.id === area.id).postcode_districts,
    ).toEqual(['B2', 'B6', 'B7', 'B10']);
    const active = await api.call('GET', '/api/locations/active');
    expect(
      active.body.locations.find((l: { id: number }) => l.id === area.id).postcode_districts,
    ).toEqual(['B2', 'B6', 'B7', 'B10']);
  });

  it('default to none for an area saved without them', async () => {
    const token = await api.login();
    const area = await createArea(token, 'Nowhere Yet', undefined);
    expect(area.postcode_districts).toEqual([]);
  });

  it('refuses what is not a UK postcode district, naming it', async () => {
    const token = await api.login();
    for (const [districts, named] of [
      [['B23', 'B23 6AB'], '"B236AB" is not a UK postcode district (like B23 or WS1)'],
      [['B', 'WS'], '"B", "WS" are not UK postcode districts (like B23 or WS1)'],
      [['123'], '"123" is not a UK postcode district (like B23 or WS1)'],
    ] as const) {
      const answer = await api.call('POST', '/api/locations', {
        token,
        body: { name: 'Bad Districts', postcode_districts: districts },
      });
      expect(answer.status, JSON.stringify(districts)).toBe(422);
      expect(answer.body.errors.postcode_districts).toEqual([named]);
    }
    for (const districts of ['B1, B2', [1, 2], [null]]) {
      const answer = await api.call('POST', '/api/locations', {
        token,
        body: { name: 'Bad Districts', postcode_districts: districts },
      });
      expect(answer.status, JSON.stringify(districts)).toBe(422);
      expect(Object.keys(answer.body.errors)[0]).toMatch(/^postcode_districts/);
    }
  });

  it('refuses a district another area lists, saying which area has it (409)', async () => {
    const token = await api.login();
    await createArea(token, 'Erdington', ['B23', 'B24']);
    const created = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Kingstanding', postcode_districts: ['B44', 'B23'] },
    });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(
      'B23 is already in Erdington: a district belongs to one area. Remove it there first, or leave it out here.',
    );
    expect(created.body.errors).toEqual({ postcode_districts: [created.body.message] });

    const { id, created_at, updated_at, ...other } = await createArea(token, 'Castle Vale', [
      'B35',
    ]);
    const updated = await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { ...other, postcode_districts: ['B35', 'B24', 'B23'] },
    });
    expect(updated.status).toBe(409);
    expect(updated.body.message).toBe(
      'B23, B24 are already in Erdington: a district belongs to one area. Remove them there first, or leave them out here.',
    );
    // Saving an area with its own districts is no clash.
    const same = await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { ...other, postcode_districts: ['B35', 'B36'] },
    });
    expect(same.status).toBe(200);
    expect(same.body.location.postcode_districts).toEqual(['B35', 'B36']);
  });

  it('are in the audit trail when they change', async () => {
    const token = await api.login();
    const { id, created_at, updated_at, ...area } = await createArea(token, 'Handsworth', ['B20']);
    await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { ...area, postcode_districts: ['B20', 'B21'] },
    });
    const trail = await api.call('GET', `/api/audit-events?entity=locations&entity_id=${id}`, {
      token,
    });
    const update = trail.body.events.find((e: { action: string }) => e.action === 'update');
    expect(update.changes.postcode_districts).toEqual({ before: ['B20'], after: ['B20', 'B21'] });
  });
});

describe('GET /api/coverage', () => {
  it('answers a whole postcode, typed any way, with the area that covers its district', async () => {
    const token = await api.login();
    await createArea(token, 'Sutton Four Oaks', ['B74', 'B75']);
    for (const typed of ['B74 2NJ', 'b742nj', '  b74   2nj ']) {
      const answer = await coverage(typed);
      expect(answer.status, typed).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        covered: true,
        postcode: 'B74 2NJ',
        district: 'B74',
        area: { name: 'Sutton Four Oaks', slug: 'sutton-four-oaks' },
      });
    }
  });

  it('answers a district alone with no postcode', async () => {
    const token = await api.login();
    await createArea(token, 'Walsall Centre', ['WS1', 'WS2']);
    const answer = await coverage('ws1');
    expect(answer.body).toEqual({
      success: true,
      covered: true,
      postcode: null,
      district: 'WS1',
      area: { name: 'Walsall Centre', slug: 'walsall-centre' },
    });
  });

  it('answers not covered, with the district, for a postcode no active area lists', async () => {
    const token = await api.login();
    await createArea(token, 'Closed For Now', ['CV9'], { is_active: false });
    expect((await coverage('LS1 1AA')).body).toEqual({
      success: true,
      covered: false,
      postcode: 'LS1 1AA',
      district: 'LS1',
      area: null,
    });
    expect((await coverage('CV9 1AA')).body).toMatchObject({ covered: false, area: null });
    // Well formed, never issued: the format is all a postcode library can check.
    expect((await coverage('ZZ9 9ZZ')).body).toMatchObject({ covered: false, district: 'ZZ9' });
  });

  it('finds a sub-district (EC1A) in an area that lists its district (EC1)', async () => {
    const token = await api.login();
    await createArea(token, 'Clerkenwell', ['EC1']);
    expect((await coverage('EC1A 1BB')).body).toMatchObject({
      covered: true,
      postcode: 'EC1A 1BB',
      district: 'EC1',
      area: { name: 'Clerkenwell' },
    });
    expect((await coverage('EC1A')).body).toMatchObject({ covered: true, district: 'EC1' });
  });

  it('follows a change of districts at once', async () => {
    const token = await api.login();
    const { id, created_at, updated_at, ...area } = await createArea(token, 'Moseley', ['B13']);
    expect((await coverage('B14 7AA')).body.covered).toBe(false);
    await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { ...area, postcode_districts: ['B13', 'B14'] },
    });
    expect((await coverage('B14 7AA')).body.area).toEqual({ name: 'Moseley', slug: 'moseley' });
  });

  it('refuses with 422 what is not a UK postcode or district', async () => {
    for (const typed of [
      '',
      '   ',
      'not a postcode',
      'B23 6A8',
      'B23 6AB extra',
      '12345',
      'B23-6AB!',
    ]) {
      const answer = await coverage(typed);
      expect(answer.status, typed).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors.postcode).toEqual([
        'Enter a UK postcode like B23 6AB, or its first half like B23',
      ]);
    }
    const missing = await api.call('GET', '/api/coverage', { headers: caller() });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['postcode']);
  });

  it('lets browsers keep an answer for a minute', async () => {
    const answer = await coverage('B1 1AA');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers 429 past the limit per address, and still answers others', async () => {
    const one = caller();
    for (let i = 0; i < 20; i += 1) expect((await coverage('B1 1AA', one)).status).toBe(200);
    const refused = await coverage('B1 1AA', one);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many postcode checks from this connection. Please call us: we will tell you at once.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await coverage('B1 1AA')).status).toBe(200);
  });
});
