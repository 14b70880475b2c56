import { RESPONSE_TARGET_MINUTES } from '@tow/contracts';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords.ts';
import { upsertUser } from '../src/db/repositories/users.ts';
import { readApiConfig } from '../src/env.ts';
import type { JobKind } from '../src/jobs/kinds.ts';
import { requestHistory, submitCallbackRequest } from './support/callback-request.ts';
import { useLiveStreams } from './support/event-stream.ts';
import { useTestApi } from './support/test-api.ts';
import { waitFor } from './support/wait-for.ts';

// Emergencies escalate after two seconds here; high and the rest never do.
const api = useTestApi({ ESCALATION_DELAYS: 'emergency=2s', JOB_POLL_MS: '100' });

const request = {
  name: 'Priya Stranded',
  phone: '07700 900123',
  location: 'M42 J6, hard shoulder',
  service_type: 'Breakdown Recovery',
  urgency: 'emergency',
};

const connect = useLiveStreams(api);

const submit = (body: Record<string, unknown> = {}) =>
  submitCallbackRequest(api, { ...request, ...body });

const history = (id: number, token: string) => requestHistory(api, id, token);

async function jobState(kind: JobKind, requestId: number) {
  const job = await api.runtime.deps.db
    .selectFrom('jobs')
    .select('state')
    .where('kind', '=', kind)
    .where((eb) => eb(eb.ref('payload', '->>').key('callback_request_id'), '=', String(requestId)))
    .executeTakeFirst();
  return job?.state;
}

describe('response clocks', () => {
  it('give every request respond_by = created_at + the target of its urgency, and no taker yet', async () => {
    const token = await api.login();
    for (const urgency of ['emergency', 'high', 'medium', 'low'] as const) {
      const created = await submit({ urgency });
      expect(RESPONSE_TARGET_MINUTES[urgency]).toBe(
        { emergency: 15, high: 60, medium: 240, low: 1440 }[urgency],
      );
      expect(new Date(created.respond_by).getTime() - new Date(created.created_at).getTime()).toBe(
        RESPONSE_TARGET_MINUTES[urgency] * 60_000,
      );
      expect(created).toMatchObject({ acknowledged_at: null, acknowledged_by: null });
      const listed = (await api.call('GET', '/api/callback-requests', { token })).body.requests;
      const { status_url: _statusUrl, ...record } = created;
      expect(listed.find((r: { id: number }) => r.id === created.id)).toEqual({
        ...record,
        suspected_spam: false,
        spam_reasons: [],
        crew_position: null,
      });
    }
  });
});

describe('acknowledging a request ("I\'ll take it")', () => {
  it('refuses a caller without a token (401) and answers 404 for an unknown id', async () => {
    const created = await submit();
    const anonymous = await api.call('POST', `/api/callback-requests/${created.id}/acknowledge`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    const token = await api.login();
    const unknown = await api.call('POST', '/api/callback-requests/999999/acknowledge', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Callback request not found' });
    const history = await api.call('GET', '/api/callback-requests/999999/history', { token });
    expect(history.status).toBe(404);
    expect((await api.call('GET', `/api/callback-requests/${created.id}/history`)).status).toBe(
      401,
    );
  });

  it('records who took it and when, and a second person keeps seeing the first taker', async () => {
    const token = await api.login();
    const created = await submit();
    const taken = await api.call('POST', `/api/callback-requests/${created.id}/acknowledge`, {
      token,
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      success: true,
      message: 'Callback request acknowledged',
      request: { id: created.id, acknowledged_by: 'Olivia Owner', status: 'pending' },
    });
    expect(Date.parse(taken.body.request.acknowledged_at)).not.toBeNaN();

    await upsertUser(api.runtime.deps.db, {
      name: 'Sam Second',
      email: 'sam@example.com',
      passwordHash: await hashPassword('another-long-password'),
    });
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: 'sam@example.com', password: 'another-long-password' },
    });
    const again = await api.call('POST', `/api/callback-requests/${created.id}/acknowledge`, {
      token: login.body.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Already taken by Olivia Owner');
    expect(again.body.request).toMatchObject({
      acknowledged_by: 'Olivia Owner',
      acknowledged_at: taken.body.request.acknowledged_at,
    });
    const kinds = (await history(created.id, token)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'acknowledged')).toHaveLength(1);
  });
});

describe('history', () => {
  it('lists created, acknowledged, status and notes changes oldest first, each with who did it', async () => {
    const token = await api.login();
    const created = await submit({ urgency: 'low' });
    await api.call('POST', `/api/callback-requests/${created.id}/acknowledge`, { token });
    await api.call('PUT', `/api/callback-requests/${created.id}`, {
      token,
      body: { status: 'contacted', admin_notes: '' },
    });
    await api.call('PUT', `/api/callback-requests/${created.id}`, {
      token,
      body: { status: 'contacted', admin_notes: 'Truck booked for 9pm' },
    });
    // Saving the same status and notes again changes nothing, so adds nothing.
    await api.call('PUT', `/api/callback-requests/${created.id}`, {
      token,
      body: { status: 'contacted', admin_notes: 'Truck booked for 9pm' },
    });
    const entries = (await history(created.id, token)).filter((e) => !e.kind.startsWith('alert_'));
    expect(entries.map((e) => [e.kind, e.actor, e.detail])).toEqual([
      ['created', 'system', {}],
      ['acknowledged', 'Olivia Owner', {}],
      ['status_changed', 'Olivia Owner', { from: 'pending', to: 'contacted' }],
      ['notes_changed', 'Olivia Owner', { notes: 'Truck booked for 9pm' }],
    ]);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('records no push alert sent when no browser has push notifications turned on', async () => {
    const token = await api.login();
    const created = await submit({ urgency: 'medium' });
    await waitFor('the push job to run', async () =>
      (await jobState('alert.push', created.id)) === 'done' ? true : undefined,
    );
    expect((await history(created.id, token)).map((e) => e.kind)).toEqual(['created']);
  });
});

describe('escalation of a request nobody takes', () => {
  it('escalates an unacknowledged emergency after its delay: in its history, and every console hears of it', async () => {
    const token = await api.login();
    const stream = await connect({ authorization: `Bearer ${token}` });
    const created = await submit({ name: 'Nobody Took Me' });
    await stream.next((e) => e.event === 'callback-request.created' && e.data.id === created.id);

    const escalated = await stream.next(
      (e) => e.event === 'callback-request.updated' && e.data.id === created.id,
    );
    expect(escalated.data).toMatchObject({ id: created.id, acknowledged_at: null });
    const entries = await history(created.id, token);
    const escalation = entries.find((e) => e.kind === 'escalated');
    expect(escalation).toMatchObject({ actor: 'system', detail: { urgency: 'emergency' } });
    expect(
      Date.parse(escalation?.at ?? '') - Date.parse(created.created_at),
    ).toBeGreaterThanOrEqual(2_000);
    expect(entries.filter((e) => e.kind === 'escalated')).toHaveLength(1);
    expect(entries[0]?.kind).toBe('created');
  });

  it('does not escalate a request acknowledged before its delay', async () => {
    const token = await api.login();
    const created = await submit({ name: 'Taken In Time' });
    await api.call('POST', `/api/callback-requests/${created.id}/acknowledge`, { token });
    await waitFor('the escalation job to run', async () =>
      (await jobState('escalation', created.id)) === 'done' ? true : undefined,
    );
    expect((await history(created.id, token)).map((e) => e.kind)).not.toContain('escalated');
  });

  it('never escalates an urgency ESCALATION_DELAYS leaves out', async () => {
    const created = await submit({ urgency: 'high' });
    expect(await jobState('escalation', created.id)).toBeUndefined();
  });

  it('tells the console when each urgency escalates (GET /api/alerts/status), in seconds', async () => {
    const token = await api.login();
    const status = await api.call('GET', '/api/alerts/status', { token });
    expect(status.status).toBe(200);
    // This file's ESCALATION_DELAYS is emergency=2s: every other urgency never escalates.
    expect(status.body.escalation_delays_seconds).toEqual({ emergency: 2 });
  });
});

describe('ESCALATION_DELAYS', () => {
  it('defaults to emergency after 5 minutes and high after 15, takes s, m and h, and none', () => {
    expect(readApiConfig({}).ESCALATION_DELAYS).toEqual({ emergency: 300_000, high: 900_000 });
    expect(
      readApiConfig({ ESCALATION_DELAYS: 'low=2h, medium=30m,emergency=45s' }).ESCALATION_DELAYS,
    ).toEqual({ low: 7_200_000, medium: 1_800_000, emergency: 45_000 });
    expect(readApiConfig({ ESCALATION_DELAYS: 'none' }).ESCALATION_DELAYS).toEqual({});
  });

  it('refuses to start on an unknown urgency, a missing unit, a zero delay or a repeat', () => {
    for (const value of ['urgent=5m', 'emergency=5', 'emergency=0m', 'high=1m,high=2m', '5m']) {
      expect(() => readApiConfig({ ESCALATION_DELAYS: value }), value).toThrow(/ESCALATION_DELAYS/);
    }
  });
});
