import { describe, expect, it } from 'vitest';
import { addTeamMember } from './support/dispatch.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

const api = useTestApi();

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const NORMAL = { state: 'normal', eta_minutes: null, message: null, expires_at: null };

function put(token: string | undefined, body: unknown) {
  return api.call('PUT', '/api/availability', { ...(token ? { token } : {}), body });
}

async function publicState() {
  const answer = await api.call('GET', '/api/availability');
  expect(answer.status).toBe(200);
  return answer.body.availability;
}

describe('availability', () => {
  it('reads as normal for anyone before staff set it', async () => {
    const answer = await api.call('GET', '/api/availability');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.availability).toMatchObject(NORMAL);
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('lets the owner set busy with an ETA, which every visitor then reads and the content version follows', async () => {
    const token = await api.login();
    const before = (await api.call('GET', '/api/content-version')).body.version as number;
    const expires = inMinutes(60);
    const answer = await put(token, {
      state: 'busy',
      eta_minutes: 60,
      message: 'Two trucks out on the M6',
      expires_at: expires,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Availability updated',
      availability: {
        state: 'busy',
        eta_minutes: 60,
        message: 'Two trucks out on the M6',
        expires_at: new Date(expires).toISOString(),
      },
    });
    expect(await publicState()).toEqual(answer.body.availability);
    const after = (await api.call('GET', '/api/content-version')).body.version as number;
    expect(after).toBeGreaterThan(before);
  });

  it('lets staff set it; refuses the crew (403) and callers without a token (401)', async () => {
    const owner = await api.login();
    const staff = await addTeamMember(api, owner, 'staff', 'Sam Staff');
    const crew = await addTeamMember(api, owner, 'crew', 'Cal Crew');
    const body = { state: 'severe_weather', expires_at: inMinutes(180) };
    const byStaff = await put(staff.token, body);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.availability).toMatchObject({ state: 'severe_weather', eta_minutes: null });
    const byCrew = await put(crew.token, {
      state: 'busy',
      eta_minutes: 90,
      expires_at: inMinutes(60),
    });
    expect(byCrew.status).toBe(403);
    expect(byCrew.body.success).toBe(false);
    const anonymous = await put(undefined, body);
    expect(anonymous.status).toBe(401);
    expect((await publicState()).state).toBe('severe_weather');
  });

  it('keeps nothing but the state when set back to normal', async () => {
    const token = await api.login();
    await put(token, { state: 'limited', message: 'Cars only tonight', expires_at: inMinutes(30) });
    const answer = await put(token, {
      state: 'normal',
      eta_minutes: 45,
      message: 'ignored',
      expires_at: inMinutes(30),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.availability).toMatchObject(NORMAL);
    expect(await publicState()).toMatchObject(NORMAL);
  });

  it('refuses bad input with 422 and a message per field', async () => {
    const token = await api.login();
    const cases: [unknown, string, string][] = [
      [
        { state: 'closed', expires_at: inMinutes(60) },
        'state',
        'State must be one of normal, busy, severe_weather, limited',
      ],
      [
        { expires_at: inMinutes(60) },
        'state',
        'State must be one of normal, busy, severe_weather, limited',
      ],
      [{ state: 'busy', eta_minutes: 60 }, 'expires_at', 'Say when this ends'],
      [{ state: 'busy', expires_at: inMinutes(-1) }, 'expires_at', 'Expiry must be in the future'],
      [
        { state: 'busy', expires_at: inMinutes(8 * 24 * 60) },
        'expires_at',
        'Expiry must be within a week',
      ],
      [
        { state: 'busy', expires_at: 'tonight' },
        'expires_at',
        'Expiry must be a date and time with its offset',
      ],
      [
        { state: 'busy', expires_at: '2030-01-01T10:00:00' },
        'expires_at',
        'Expiry must be a date and time with its offset',
      ],
      [
        { state: 'limited', expires_at: inMinutes(60) },
        'message',
        'Limited needs a message saying what is limited',
      ],
      [
        { state: 'limited', message: '   ', expires_at: inMinutes(60) },
        'message',
        'Limited needs a message saying what is limited',
      ],
      [
        { state: 'busy', eta_minutes: 0, expires_at: inMinutes(60) },
        'eta_minutes',
        'ETA must be at least 1 minute',
      ],
      [
        { state: 'busy', eta_minutes: 1.5, expires_at: inMinutes(60) },
        'eta_minutes',
        'ETA must be a whole number of minutes',
      ],
      [
        { state: 'busy', eta_minutes: '60', expires_at: inMinutes(60) },
        'eta_minutes',
        'ETA must be a number of minutes',
      ],
      [
        { state: 'busy', eta_minutes: 721, expires_at: inMinutes(60) },
        'eta_minutes',
        'ETA must be at most 720 minutes',
      ],
      [
        { state: 'busy', message: 'x'.repeat(161), expires_at: inMinutes(60) },
        'message',
        'Message must be at most 160 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await put(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const malformed = await api.call('PUT', '/api/availability', {
      token,
      raw: '{"state": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('reads as normal by itself once its expiry has passed', async () => {
    const token = await api.login();
    const expires = new Date(Date.now() + 4_000).toISOString();
    const set = await put(token, { state: 'busy', eta_minutes: 75, expires_at: expires });
    expect(set.status).toBe(200);
    expect((await publicState()).state).toBe('busy');
    const later = await waitFor('the busy state to expire', async () => {
      const state = await publicState();
      return state.state === 'normal' ? state : undefined;
    });
    expect(later).toMatchObject(NORMAL);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(expires));
  });

  it('writes each change to the audit trail: who, and the state before and after', async () => {
    const token = await api.login();
    const trailOf = async () =>
      (await api.call('GET', '/api/audit-events?entity=availability', { token })).body.events;
    await put(token, { state: 'normal' });
    const before = (await trailOf()).length;
    await put(token, {
      state: 'busy',
      eta_minutes: 90,
      message: 'One truck off the road',
      expires_at: inMinutes(120),
    });
    const trail = await trailOf();
    // One entry per change: the trail's own middleware adds no second one.
    expect(trail.length).toBe(before + 1);
    expect(trail[0]).toMatchObject({
      action: 'update',
      entity: 'availability',
      actor: { name: 'Olivia Owner' },
    });
    expect(trail[0].changes).toMatchObject({
      state: { before: 'normal', after: 'busy' },
      eta_minutes: { before: null, after: 90 },
      message: { before: null, after: 'One truck off the road' },
    });
  });
});
