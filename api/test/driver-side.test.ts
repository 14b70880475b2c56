import { REFERENCE_PATTERN } from '@tow/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestHistory } from './support/callback-request.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi({ CALLBACK_REPEAT_WINDOW_MINUTES: '30' });

let phones = 0;
/** A phone no other test of this file uses, written as people write it. */
function newPhone(): string {
  return `07700 90${String(++phones).padStart(4, '0')}`;
}

function driver(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sam Stranded',
    phone: newPhone(),
    location: 'Walsall',
    service_type: 'Breakdown Recovery',
    message: 'Engine cut out.',
    ...overrides,
  };
}

function submit(body: unknown, headers: Record<string, string> = {}) {
  return api.call('POST', '/api/callback-requests', { body, headers });
}

let token = '';
async function allRequests(): Promise<Array<Record<string, unknown>>> {
  const answer = await api.call('GET', '/api/callback-requests', { token });
  return answer.body.requests;
}

const history = (id: number) => requestHistory(api, id, token);

function statusOf(statusUrl: string) {
  return api.call('GET', `/api${statusUrl.replace('/request/', '/requests/status/')}`);
}

/** Moves a request's creation back in time, as if it had been sent `minutes` ago. */
async function age(id: number, minutes: number): Promise<void> {
  const at = new Date(Date.now() - minutes * 60_000);
  await sql`update callback_requests set created_at = ${at} where id = ${id}`.execute(
    api.runtime.deps.db,
  );
}

// Served areas with their town centres, as the demo seed sets them, and an inactive one that
// must never be picked.
const AREAS = [
  ['Birmingham', 52.4797, -1.9026],
  ['Walsall', 52.5862, -1.9829],
  ['Coventry', 52.4068, -1.5197],
  ['Solihull', 52.4118, -1.7776],
] as const;

beforeAll(async () => {
  token = await api.login();
  for (const [name, latitude, longitude] of AREAS) {
    const answer = await api.call('POST', '/api/locations', {
      token,
      body: { name, latitude, longitude, is_active: true },
    });
    expect(answer.status, name).toBe(201);
    expect(answer.body.location).toMatchObject({ latitude, longitude });
  }
  await api.call('POST', '/api/locations', {
    token,
    body: { name: 'Hidden Depot', latitude: 52.59, longitude: -1.99, is_active: false },
  });
});

describe('a new request gets a reference and a status link', () => {
  it('answers 201 with a readable WMR- reference and /request/{token}; the admin list shows the reference, never the token', async () => {
    const answer = await submit(driver());
    expect(answer.status).toBe(201);
    const { reference, status_url } = answer.body.request;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference).not.toMatch(/[01OIL]/);
    expect(status_url).toMatch(/^\/request\/[A-Za-z0-9_-]{43}$/);
    const listed = (await allRequests()).find((r) => r.id === answer.body.request.id);
    expect(listed?.reference).toBe(reference);
    const listedText = JSON.stringify(await allRequests());
    expect(listedText).not.toContain(status_url.slice('/request/'.length));
    expect(listedText).not.toContain('status_token');
  });

  it('gives every request its own reference and token', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => submit(driver())));
    const references = answers.map((a) => a.body.request.reference);
    const links = answers.map((a) => a.body.request.status_url);
    expect(new Set(references).size).toBe(12);
    expect(new Set(links).size).toBe(12);
  });
});

describe('the status look-up (GET /api/requests/status/{token})', () => {
  it('tells the driver where the request stands with no more than a first name and 3 digits', async () => {
    const sent = await submit(driver({ name: 'Priya Kaur Sandhu', phone: '+44 7700 900987' }));
    const answer = await statusOf(sent.body.request.status_url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({
      success: true,
      reference: sent.body.request.reference,
      status: 'pending',
      urgency: 'medium',
      created_at: sent.body.request.created_at,
      acknowledged: false,
      acknowledged_at: null,
      first_name: 'Priya',
      phone_last3: '987',
      // No SMS provider on this site: the page says nothing of texts.
      text_updates: false,
      // Nobody sent yet: no stage, no crew, no truck, no ETA.
      stage: null,
      stages: [],
      eta_minutes: null,
      crew_first_name: null,
      vehicle: null,
    });
  });

  it('follows the request as staff take it and complete it', async () => {
    const sent = await submit(driver());
    const id = sent.body.request.id;
    await api.call('POST', `/api/callback-requests/${id}/acknowledge`, { token });
    const taken = (await statusOf(sent.body.request.status_url)).body;
    expect(taken).toMatchObject({ acknowledged: true, status: 'pending' });
    expect(Date.parse(taken.acknowledged_at)).not.toBeNaN();
    await api.call('PUT', `/api/callback-requests/${id}`, { token, body: { status: 'completed' } });
    expect((await statusOf(sent.body.request.status_url)).body.status).toBe('completed');
  });

  it('answers 404 to an unknown or malformed token', async () => {
    for (const guess of ['A'.repeat(43), 'short', 'x'.repeat(200), '%00']) {
      const answer = await api.call('GET', `/api/requests/status/${guess}`);
      expect(answer.status, guess).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'Request not found' });
    }
  });
});

describe('the position from the phone', () => {
  it('stores the position, its accuracy and the nearest active area with the distance', async () => {
    // Just north of Walsall town centre, nearer the inactive depot than to Walsall itself.
    const answer = await submit(
      driver({ latitude: 52.5901, longitude: -1.9851, location_accuracy_m: 40 }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.request).toMatchObject({
      latitude: 52.5901,
      longitude: -1.9851,
      location_accuracy_m: 40,
      nearest_area: 'Walsall',
      outside_area: false,
    });
    expect(answer.body.request.distance_km).toBeCloseTo(0.5, 0);
  });

  it('says when the driver is more than 30 km from every served area', async () => {
    // Stoke-on-Trent: about 47 km north of Walsall.
    const answer = await submit(driver({ latitude: 53.0027, longitude: -2.1794 }));
    expect(answer.body.request).toMatchObject({ nearest_area: 'Walsall', outside_area: true });
    expect(answer.body.request.distance_km).toBeGreaterThan(30);
    expect(answer.body.request.location_accuracy_m).toBeNull();
  });

  it('stores nothing of a position when none is sent', async () => {
    const answer = await submit(driver());
    expect(answer.body.request).toMatchObject({
      latitude: null,
      longitude: null,
      location_accuracy_m: null,
      nearest_area: null,
      distance_km: null,
      outside_area: null,
    });
  });

  it('refuses coordinates out of range, half a position and a negative accuracy, storing nothing', async () => {
    const before = (await allRequests()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ latitude: 91, longitude: 0 }, 'latitude'],
      [{ latitude: -90.5, longitude: 0 }, 'latitude'],
      [{ latitude: 52, longitude: 180.1 }, 'longitude'],
      [{ latitude: 52, longitude: -181 }, 'longitude'],
      [{ latitude: '52.5', longitude: -1.9 }, 'latitude'],
      [{ latitude: 52.5 }, 'longitude'],
      [{ longitude: -1.9 }, 'latitude'],
      [{ latitude: 52.5, longitude: -1.9, location_accuracy_m: -1 }, 'location_accuracy_m'],
      [{ latitude: 52.5, longitude: -1.9, location_accuracy_m: 'near' }, 'location_accuracy_m'],
    ];
    for (const [position, field] of cases) {
      const answer = await submit(driver(position));
      expect(answer.status, JSON.stringify(position)).toBe(422);
      expect(Object.keys(answer.body.errors), JSON.stringify(position)).toEqual([field]);
    }
    expect((await allRequests()).length).toBe(before);
  });

  it('lets the console set and clear an area position, both or neither', async () => {
    const created = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Tamworth', latitude: 52.6339, longitude: -1.6958 },
    });
    const id = created.body.location.id;
    const half = await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { name: 'Tamworth', latitude: 52.6339 },
    });
    expect(half.status).toBe(422);
    const cleared = await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { name: 'Tamworth', latitude: null, longitude: null },
    });
    expect(cleared.body.location).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('a driver somewhere unsafe', () => {
  it('is stored with unsafe_location and as an emergency, whatever urgency was chosen', async () => {
    const answer = await submit(driver({ unsafe_location: true, urgency: 'low' }));
    expect(answer.status).toBe(201);
    expect(answer.body.request).toMatchObject({ unsafe_location: true, urgency: 'emergency' });
    const plain = await submit(driver());
    expect(plain.body.request.unsafe_location).toBe(false);
    expect((await submit(driver({ unsafe_location: 'yes' }))).status).toBe(422);
  });
});

describe('the same driver asking twice', () => {
  it('updates the open request within 30 minutes, whatever way the phone is written', async () => {
    const first = await submit(
      driver({ phone: '07700 900321', urgency: 'medium', message: 'Flat tyre.' }),
    );
    const again = await submit(
      driver({ phone: '+44 7700 900321', urgency: 'high', message: 'Now it is dark.' }),
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.request).toMatchObject({
      id: first.body.request.id,
      reference: first.body.request.reference,
      status_url: first.body.request.status_url,
      urgency: 'high',
      repeat_count: 1,
    });
    expect(again.body.request.message).toMatch(
      /^Flat tyre\.\n\n--- Asked again at \d\d:\d\d ---\nNow it is dark\.$/,
    );
    const third = await submit(driver({ phone: '0044 (0)7700-900321', urgency: 'low' }));
    expect(third.body.request).toMatchObject({ urgency: 'high', repeat_count: 2 });
    const rows = (await allRequests()).filter((r) => r.id === first.body.request.id);
    expect(rows).toHaveLength(1);
    const repeated = (await history(first.body.request.id)).filter((e) => e.kind === 'repeated');
    expect(repeated.map((e) => e.detail)).toEqual([
      expect.objectContaining({ repeat_count: 1, urgency_from: 'medium', urgency_to: 'high' }),
      expect.objectContaining({ repeat_count: 2, urgency_from: 'high', urgency_to: 'high' }),
    ]);
    const events = await sql<{ type: string; data: { id: number; repeat_count: number } }>`
      select type, data from live_events order by id`.execute(api.runtime.deps.db);
    const updates = events.rows.filter(
      (e) => e.type === 'callback-request.updated' && e.data.id === first.body.request.id,
    );
    expect(updates.map((e) => e.data.repeat_count)).toEqual([1, 2]);
  });

  it('makes an unsafe second request an emergency on the open one', async () => {
    const phone = newPhone();
    const first = await submit(driver({ phone, urgency: 'low' }));
    const again = await submit(driver({ phone, unsafe_location: true }));
    expect(again.body.request).toMatchObject({
      id: first.body.request.id,
      urgency: 'emergency',
      unsafe_location: true,
    });
  });

  it('starts a new request when the open one is completed or cancelled, or older than 30 minutes', async () => {
    for (const status of ['completed', 'cancelled']) {
      const phone = newPhone();
      const first = await submit(driver({ phone }));
      await api.call('PUT', `/api/callback-requests/${first.body.request.id}`, {
        token,
        body: { status },
      });
      const again = await submit(driver({ phone }));
      expect(again.status, status).toBe(201);
      expect(again.body.request.id).not.toBe(first.body.request.id);
      expect(again.body.request.reference).not.toBe(first.body.request.reference);
    }
    const phone = newPhone();
    const old = await submit(driver({ phone }));
    await age(old.body.request.id, 31);
    const later = await submit(driver({ phone }));
    expect(later.status).toBe(201);
    expect(later.body.request.id).not.toBe(old.body.request.id);

    const recent = await submit(driver({ phone: newPhone() }));
    await age(recent.body.request.id, 29);
    const joined = await submit(driver({ phone: recent.body.request.phone }));
    expect(joined.status).toBe(200);
    expect(joined.body.request.id).toBe(recent.body.request.id);
  });

  it('still joins a request staff have already called (contacted)', async () => {
    const phone = newPhone();
    const first = await submit(driver({ phone }));
    await api.call('PUT', `/api/callback-requests/${first.body.request.id}`, {
      token,
      body: { status: 'contacted' },
    });
    const again = await submit(driver({ phone }));
    expect(again.status).toBe(200);
    expect(again.body.request.id).toBe(first.body.request.id);
  });

  it('stores one request when the same phone sends twice at the same moment', async () => {
    const phone = newPhone();
    const answers = await Promise.all([submit(driver({ phone })), submit(driver({ phone }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.request.id)).size).toBe(1);
  });
});

describe('a retried send (Idempotency-Key)', () => {
  it('gets the first answer again for the same key and body, storing nothing twice', async () => {
    const body = driver();
    const key = crypto.randomUUID();
    const first = await submit(body, { 'Idempotency-Key': key });
    const before = await allRequests();
    const retry = await submit(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const after = await allRequests();
    expect(after).toHaveLength(before.length);
    const stored = after.find((r) => r.id === first.body.request.id);
    expect(stored?.repeat_count).toBe(0);
    const kinds = (await history(first.body.request.id)).map((e) => e.kind);
    expect(kinds.filter((kind) => kind === 'created' || kind === 'repeated')).toEqual(['created']);
  });

  it('refuses a used key with a different body (422) and stores nothing', async () => {
    const key = crypto.randomUUID();
    const phone = newPhone();
    await submit(driver({ phone }), { 'Idempotency-Key': key });
    const before = await allRequests();
    const other = await submit(driver({ phone, message: 'Something else' }), {
      'Idempotency-Key': key,
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(await allRequests()).toEqual(before);
  });

  it('treats simultaneous retries of one key as one send', async () => {
    const body = driver();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => submit(body, { 'Idempotency-Key': key })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.request.id)).size).toBe(1);
  });

  it('refuses an unusable key', async () => {
    const answer = await submit(driver(), { 'Idempotency-Key': 'x'.repeat(201) });
    expect(answer.status).toBe(422);
  });
});
