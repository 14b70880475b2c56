import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addStaffMember,
  invitationToken,
  invite,
  STRONG_PASSWORD,
  teamMember,
} from './support/staff.ts';
import { ADMIN, useTestApi } from './support/test-api.ts';

const api = useTestApi();
// This file moves the process's clock: the hourly clean-up must not run on it (every session
// would look expired and end).
beforeAll(() => api.runtime.housekeeping.stop());
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

async function ownerId(token: string): Promise<number> {
  return (await api.call('GET', '/api/me', { token })).body.user.id;
}

describe('roles', () => {
  it('makes the first user (and users existing before roles) an owner', async () => {
    const token = await api.login();
    const me = await api.call('GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      email: ADMIN.email,
      name: ADMIN.name,
      role: 'owner',
      active: true,
      two_factor: false,
      two_factor_required: false,
    });
    expect(me.body.user.last_sign_in_at).toEqual(expect.any(String));
  });

  it('keeps the login answer and /api/auth/me as the spec has them', async () => {
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(Object.keys(login.body).sort()).toEqual(['message', 'success', 'token', 'user']);
    expect(Object.keys(login.body.user).sort()).toEqual(['email', 'id', 'name']);
    const me = await api.call('GET', '/api/auth/me', { token: login.body.token });
    expect(Object.keys(me.body.user).sort()).toEqual(['email', 'id', 'name']);
  });

  it('gives staff everything but user management, which answers 403 with a clear message', async () => {
    const owner = await api.login();
    const staff = await addStaffMember(api, owner, teamMember('Sam Staff'));
    expect((await api.call('GET', '/api/callback-requests', { token: staff.token })).status).toBe(
      200,
    );
    const list = await api.call('GET', '/api/users', { token: staff.token });
    expect(list.status).toBe(403);
    expect(list.body).toEqual({
      success: false,
      message: 'Only an owner can manage users. Ask an owner of this console.',
    });
    for (const [method, path] of [
      ['POST', '/api/users'],
      ['PUT', `/api/users/${staff.id}`],
      ['DELETE', `/api/users/${staff.id}`],
      ['POST', `/api/users/${staff.id}/password-reset`],
      ['GET', '/api/audit-events'],
      ['GET', '/api/settings/security'],
      ['GET', '/api/personal-data?phone=07700900123'],
    ] as const) {
      const answer = await api.call(method, path, {
        token: staff.token,
        body: method === 'GET' || method === 'DELETE' ? undefined : { role: 'owner' },
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.success).toBe(false);
    }
    expect((await api.call('GET', '/api/me', { token: staff.token })).body.user.role).toBe('staff');
  });

  it('lists users with role, state, two factor and last sign-in, for an owner', async () => {
    const owner = await api.login();
    const list = await api.call('GET', '/api/users', { token: owner });
    expect(list.status).toBe(200);
    const sam = list.body.users.find((user: { email: string }) => user.email === 'sam@example.com');
    expect(sam).toEqual({
      id: expect.any(Number),
      name: 'Sam Staff',
      email: 'sam@example.com',
      role: 'staff',
      active: true,
      two_factor: false,
      last_sign_in_at: expect.any(String),
      phone: null,
      sms_alerts: false,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon2/);
  });
});

describe('the last active owner', () => {
  it('cannot be demoted, deactivated or removed while no other owner is active', async () => {
    const owner = await api.login();
    const id = await ownerId(owner);
    for (const [method, body] of [
      ['PUT', { role: 'staff' }],
      ['PUT', { active: false }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await api.call(method, `/api/users/${id}`, { token: owner, body });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/last active owner/);
    }
    expect((await api.call('GET', '/api/me', { token: owner })).body.user.role).toBe('owner');
  });

  it('can step down once another owner is active', async () => {
    const owner = await api.login();
    const second = await addStaffMember(api, owner, teamMember('Owen Second', 'owner'));
    const first = await ownerId(owner);
    const demoted = await api.call('PUT', `/api/users/${first}`, {
      token: second.token,
      body: { role: 'staff' },
    });
    expect(demoted.status).toBe(200);
    expect(demoted.body.user.role).toBe('staff');
    // Now the second is the last one.
    const refused = await api.call('PUT', `/api/users/${second.id}`, {
      token: second.token,
      body: { role: 'staff' },
    });
    expect(refused.status).toBe(409);
    const restored = await api.call('PUT', `/api/users/${first}`, {
      token: second.token,
      body: { role: 'owner' },
    });
    expect(restored.status).toBe(200);
  });
});

describe('invitations', () => {
  it('answers the console link; the invitee cannot sign in until they set a password', async () => {
    const owner = await api.login();
    const invited = await invite(api, owner, teamMember('Ivy Invited'));
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      success: true,
      user: { name: 'Ivy Invited', email: 'ivy@example.com', role: 'staff', active: true },
      invitation_url: expect.stringMatching(/^\/admin\/invitation\/[\w-]{40,}$/),
    });
    const token = invitationToken(invited.body.invitation_url);
    const stored = await api.runtime.deps.db.selectFrom('invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const before = await api.call('POST', '/api/auth/login', {
      body: { email: 'ivy@example.com', password: STRONG_PASSWORD },
    });
    expect(before.status).toBe(401);

    const greeting = await api.call('GET', `/api/invitations/${token}`);
    expect(greeting.body.invitation).toEqual({ name: 'Ivy Invited', email: 'ivy@example.com' });

    const weak = await api.call('POST', `/api/invitations/${token}/accept`, {
      body: { password: 'password1234' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password[0]).toMatch(/too easy to guess/);

    const accepted = await api.call('POST', `/api/invitations/${token}/accept`, {
      body: { password: STRONG_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: 'ivy@example.com', password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);

    const reused = await api.call('POST', `/api/invitations/${token}/accept`, {
      body: { password: `${STRONG_PASSWORD} again` },
    });
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({
      success: false,
      message: 'This invitation link has been used already. Ask an owner for a new one.',
    });
  });

  it('expires after 72 hours (fixed clock)', async () => {
    const start = new Date('2026-12-01T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const owner = await api.login();
    const invited = await invite(api, owner, teamMember('Ed Expired'));
    const token = invitationToken(invited.body.invitation_url);
    vi.setSystemTime(new Date(start.getTime() + 72 * HOUR - 60_000));
    expect((await api.call('GET', `/api/invitations/${token}`)).status).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 72 * HOUR + 1));
    const late = await api.call('POST', `/api/invitations/${token}/accept`, {
      body: { password: STRONG_PASSWORD },
    });
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('This invitation link has expired. Ask an owner for a new one.');
  });

  it('answers 404 for a link that never existed and 409 for an email already in use', async () => {
    const owner = await api.login();
    expect((await api.call('GET', `/api/invitations/${'x'.repeat(43)}`)).status).toBe(404);
    const duplicate = await invite(api, owner, {
      ...teamMember('Again'),
      email: 'IVY@example.com',
    });
    expect(duplicate.status).toBe(409);
  });

  it('resets a password through a new link; the old link and the old sessions stop working', async () => {
    const owner = await api.login();
    const rita = await addStaffMember(api, owner, teamMember('Rita Reset'));
    const first = await api.call('POST', `/api/users/${rita.id}/password-reset`, { token: owner });
    const second = await api.call('POST', `/api/users/${rita.id}/password-reset`, { token: owner });
    expect(second.status).toBe(200);
    const stale = await api.call(
      'POST',
      `/api/invitations/${invitationToken(first.body.invitation_url)}/accept`,
      { body: { password: STRONG_PASSWORD } },
    );
    expect(stale.status).toBe(410);
    const newPassword = 'quiet meadow copper 58 bicycle';
    const reset = await api.call(
      'POST',
      `/api/invitations/${invitationToken(second.body.invitation_url)}/accept`,
      { body: { password: newPassword } },
    );
    expect(reset.status).toBe(200);
    expect((await api.call('GET', '/api/me', { token: rita.token })).status).toBe(401);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: rita.email, password: newPassword },
    });
    expect(login.status).toBe(200);
  });
});

describe('deactivating and removing users', () => {
  it('ends the sessions of a deactivated user at once and refuses their sign-in', async () => {
    const owner = await api.login();
    const dan = await addStaffMember(api, owner, teamMember('Dan Deactivated'));
    const off = await api.call('PUT', `/api/users/${dan.id}`, {
      token: owner,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.user.active).toBe(false);
    expect((await api.call('GET', '/api/services', { token: dan.token })).status).toBe(401);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: dan.email, password: dan.password },
    });
    expect(login.status).toBe(401);
    await api.call('PUT', `/api/users/${dan.id}`, { token: owner, body: { active: true } });
    const again = await api.call('POST', '/api/auth/login', {
      body: { email: dan.email, password: dan.password },
    });
    expect(again.status).toBe(200);
    const removed = await api.call('DELETE', `/api/users/${dan.id}`, { token: owner });
    expect(removed.status).toBe(200);
    expect((await api.call('DELETE', `/api/users/${dan.id}`, { token: owner })).status).toBe(404);
  });
});

describe('my account', () => {
  it('lists my sessions and ends one; changing my password ends the others', async () => {
    const owner = await api.login();
    const mia = await addStaffMember(api, owner, teamMember('Mia Me'));
    const second = (
      await api.call('POST', '/api/auth/login', {
        body: { email: mia.email, password: mia.password },
        headers: { 'user-agent': 'Firefox on a phone', 'x-real-ip': '203.0.113.9' },
      })
    ).body.token as string;
    const third = (
      await api.call('POST', '/api/auth/login', {
        body: { email: mia.email, password: mia.password },
      })
    ).body.token as string;

    const sessions = await api.call('GET', '/api/me/sessions', { token: mia.token });
    expect(sessions.body.sessions).toHaveLength(3);
    expect(sessions.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phone = sessions.body.sessions.find(
      (s: { user_agent: string | null }) => s.user_agent === 'Firefox on a phone',
    );
    expect(phone).toMatchObject({ ip: '203.0.113.9', last_used_at: expect.any(String) });

    const ended = await api.call('DELETE', `/api/me/sessions/${phone.id}`, { token: mia.token });
    expect(ended.status).toBe(200);
    expect((await api.call('GET', '/api/me', { token: second })).status).toBe(401);
    // Someone else's session is not mine to end.
    const ownerSessions = await api.call('GET', '/api/me/sessions', { token: owner });
    const notMine = await api.call(
      'DELETE',
      `/api/me/sessions/${ownerSessions.body.sessions[0].id}`,
      {
        token: mia.token,
      },
    );
    expect(notMine.status).toBe(404);

    const wrong = await api.call('PUT', '/api/me/password', {
      token: mia.token,
      body: { current_password: 'not it at all', new_password: 'amber orchard rocket 77 pillow' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toBeDefined();
    const changed = await api.call('PUT', '/api/me/password', {
      token: mia.token,
      body: { current_password: mia.password, new_password: 'amber orchard rocket 77 pillow' },
    });
    expect(changed.status).toBe(200);
    expect((await api.call('GET', '/api/me', { token: third })).status).toBe(401);
    expect((await api.call('GET', '/api/me', { token: mia.token })).status).toBe(200);

    const renamed = await api.call('PUT', '/api/me', {
      token: mia.token,
      body: { name: 'Mia M.' },
    });
    expect(renamed.body.user.name).toBe('Mia M.');
  });
});

describe('mobile numbers and alerts by text', () => {
  const INVALID =
    'Please enter a valid mobile number, for example 07700 900123, or an international number starting with +';

  it('an owner sets a user’s mobile, stored as E.164, and turns texts on; the lists show it', async () => {
    const owner = await api.login();
    const pat = await addStaffMember(api, owner, teamMember('Pat Phone'));
    const set = await api.call('PUT', `/api/users/${pat.id}`, {
      token: owner,
      body: { phone: '07700 900 123', sms_alerts: true },
    });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ phone: '+447700900123', sms_alerts: true });
    const listed = await api.call('GET', '/api/users', { token: owner });
    expect(listed.body.users.find((user: { id: number }) => user.id === pat.id)).toMatchObject({
      phone: '+447700900123',
      sms_alerts: true,
    });
    const me = await api.call('GET', '/api/me', { token: pat.token });
    expect(me.body.user).toMatchObject({ phone: '+447700900123', sms_alerts: true });
  });

  it.each([
    ['a landline', '0121 496 0000'],
    ['words', 'call the office'],
    ['too few digits', '07700 9001'],
  ])('refuses %s with 422 and says what a mobile number looks like', async (_, phone) => {
    const owner = await api.login();
    const id = await ownerId(owner);
    const answer = await api.call('PUT', `/api/users/${id}`, { token: owner, body: { phone } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: INVALID, errors: { phone: [INVALID] } });
  });

  it('refuses texts with no mobile number, and removing the number while texts are on', async () => {
    const owner = await api.login();
    const id = await ownerId(owner);
    const message = 'Add a mobile number to get alerts by text';
    const noPhone = await api.call('PUT', `/api/users/${id}`, {
      token: owner,
      body: { sms_alerts: true },
    });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body).toEqual({ success: false, message, errors: { phone: [message] } });
    await api.call('PUT', `/api/users/${id}`, {
      token: owner,
      body: { phone: '+44 7700 900456', sms_alerts: true },
    });
    const cleared = await api.call('PUT', `/api/users/${id}`, {
      token: owner,
      body: { phone: '' },
    });
    expect(cleared.status).toBe(422);
    const off = await api.call('PUT', `/api/users/${id}`, {
      token: owner,
      body: { phone: null, sms_alerts: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.user).toMatchObject({ phone: null, sms_alerts: false });
  });

  it('a signed-in user sets their own mobile and texts on My account', async () => {
    const owner = await api.login();
    const rob = await addStaffMember(api, owner, teamMember('Rob Rota'));
    const saved = await api.call('PUT', '/api/me', {
      token: rob.token,
      body: { phone: '+33 6 12 34 56 78', sms_alerts: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your profile is saved');
    expect(saved.body.user).toMatchObject({
      name: 'Rob Rota',
      phone: '+33612345678',
      sms_alerts: true,
    });
    const wrong = await api.call('PUT', '/api/me', { token: rob.token, body: { phone: '12' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(INVALID);
    const empty = await api.call('PUT', '/api/me', { token: rob.token, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Give a name, a mobile number or the choice of alerts by text');
  });
});
