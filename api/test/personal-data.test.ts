import { describe, expect, it } from 'vitest';
import { runRetentionIfDue } from '../src/lib/housekeeping.ts';
import { DRIVER_WITH_CONTACT_DETAILS } from './support/callback-request.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const DAY = 86_400_000;

async function submit(
  overrides: Partial<typeof DRIVER_WITH_CONTACT_DETAILS> = {},
): Promise<number> {
  const answer = await api.call('POST', '/api/callback-requests', {
    body: { ...DRIVER_WITH_CONTACT_DETAILS, ...overrides },
  });
  expect(answer.status).toBe(201);
  return answer.body.request.id;
}

/** Sets a request's status and when it was last touched, as if that happened long ago. */
async function age(id: number, status: string, updatedAt: Date) {
  await api.runtime.deps.db
    .updateTable('callback_requests')
    .set({ status: status as 'completed', updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

async function row(id: number) {
  return api.runtime.deps.db
    .selectFrom('callback_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('retention', () => {
  it('is 365 days until an owner changes it, and the public privacy call states it', async () => {
    const publicAnswer = await api.call('GET', '/api/privacy');
    expect(publicAnswer.body).toEqual({ success: true, privacy: { retention_days: 365 } });
    const token = await api.login();
    const saved = await api.call('PUT', '/api/settings/security', {
      token,
      body: { retention_days: 200, require_two_factor: false },
    });
    expect(saved.status).toBe(200);
    expect((await api.call('GET', '/api/privacy')).body.privacy.retention_days).toBe(200);
    const tooShort = await api.call('PUT', '/api/settings/security', {
      token,
      body: { retention_days: 3, require_two_factor: false },
    });
    expect(tooShort.status).toBe(422);
  });

  it('anonymises completed and cancelled requests older than the period, once a day (fixed clock)', async () => {
    const now = new Date('2027-06-01T03:00:00Z');
    const old = new Date(now.getTime() - 201 * DAY);
    const recent = new Date(now.getTime() - 199 * DAY);
    const oldCompleted = await submit();
    const oldCancelled = await submit({ name: 'Cancelled Caller' });
    const oldPending = await submit({ name: 'Still Waiting' });
    const recentCompleted = await submit({ name: 'Recent Caller' });
    await age(oldCompleted, 'completed', old);
    await age(oldCancelled, 'cancelled', old);
    await age(oldPending, 'pending', old);
    await age(recentCompleted, 'completed', recent);

    expect(await runRetentionIfDue(api.runtime.deps.db, now)).toBe(2);
    for (const id of [oldCompleted, oldCancelled]) {
      expect(await row(id)).toMatchObject({
        name: 'Anonymised',
        phone: '',
        email: null,
        message: '',
        admin_notes: '',
        service_type: 'Towing',
        location: 'M6 J7',
      });
    }
    expect((await row(oldPending)).name).toBe('Still Waiting');
    expect((await row(recentCompleted)).name).toBe('Recent Caller');

    // Not due again the same day (a restart reads the last run from the database)...
    expect(await runRetentionIfDue(api.runtime.deps.db, new Date(now.getTime() + DAY / 2))).toBe(
      null,
    );
    // ...but the next day, when the recent one has aged past the period too.
    expect(await runRetentionIfDue(api.runtime.deps.db, new Date(now.getTime() + 2 * DAY))).toBe(1);
    expect((await row(recentCompleted)).phone).toBe('');
  });
});

describe('personal data requests', () => {
  it('exports everything held about a phone number however it is written, and records no number', async () => {
    const token = await api.login();
    const first = await submit({
      name: 'Jo Export',
      phone: '07700 900456',
      email: 'jo@example.com',
    });
    const second = await submit({
      name: 'Jo Export',
      phone: '+44 7700 900456',
      email: null as never,
    });
    const other = await submit({ name: 'Someone Else', phone: '07700 900999' });
    const answer = await api.call('GET', '/api/personal-data?phone=0044%207700%20900456', {
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    const ids = answer.body.data.callback_requests.map((r: { id: number }) => r.id);
    expect(ids).toEqual([first, second]);
    expect(ids).not.toContain(other);
    expect(answer.body.data.callback_requests[0]).toMatchObject({
      name: 'Jo Export',
      phone: '07700 900456',
    });

    const byEmail = await api.call('GET', '/api/personal-data?email=JO@example.com', { token });
    expect(byEmail.body.data.callback_requests.map((r: { id: number }) => r.id)).toEqual([first]);

    const trail = await api.call('GET', '/api/audit-events?entity=personal_data', { token });
    // Look-ups, not exports: each says by what and how many were found, never whose.
    expect(trail.body.events.slice(0, 2)).toMatchObject([
      { action: 'look_up', changes: { by: { after: 'email' }, callback_requests: { after: 1 } } },
      { action: 'look_up', changes: { by: { after: 'phone' }, callback_requests: { after: 2 } } },
    ]);
    expect(JSON.stringify(trail.body)).not.toMatch(/900456|jo@example/);
  });

  it('erases it: the requests stay for the statistics without the person, and the audit entry does not repeat it', async () => {
    const token = await api.login();
    const id = await submit({
      name: 'Eve Erase',
      phone: '0121 496 0000',
      email: 'eve@example.com',
    });
    const erased = await api.call('DELETE', '/api/personal-data?phone=01214960000', { token });
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe('Personal data erased from 1 callback request');
    expect(await row(id)).toMatchObject({ name: 'Anonymised', phone: '', email: null });
    const history = await api.call('GET', `/api/callback-requests/${id}/history`, { token });
    expect(JSON.stringify(history.body)).not.toContain('Acacia');
    const after = await api.call('GET', '/api/personal-data?email=eve@example.com', { token });
    expect(after.body.data.callback_requests).toEqual([]);

    const trail = await api.call('GET', '/api/audit-events?entity=personal_data', { token });
    expect(trail.body.events.map((e: { action: string }) => e.action)).toContain('erase');
    expect(trail.body.events.find((e: { action: string }) => e.action === 'erase')).toMatchObject({
      action: 'erase',
      entity_id: null,
      changes: { callback_requests: { after: 1 } },
    });
    // The phone in any written form, not a bare "496" (a timestamp's milliseconds can be 496).
    expect(JSON.stringify(trail.body)).not.toMatch(/Eve|0121 ?496 ?0000|1214960000|eve@example/);
  });

  it('needs exactly one of phone or email', async () => {
    const token = await api.login();
    for (const query of ['', '?phone=07700900123&email=a@example.com', '?email=not-an-email']) {
      const answer = await api.call('GET', `/api/personal-data${query}`, { token });
      expect(answer.status, query).toBe(422);
      expect(answer.body.success).toBe(false);
    }
  });
});
