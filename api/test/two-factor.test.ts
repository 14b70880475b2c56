import { authenticatorCode } from '@tow/server-kit/test-support/authenticator-code';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addStaffMember, type StaffMember, teamMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
// This file moves the process's clock: the hourly clean-up must not run on it (every session
// would look expired and end).
beforeAll(() => api.runtime.housekeeping.stop());
const NOW = new Date('2026-12-02T14:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

function login(user: StaffMember) {
  return api.call('POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
  });
}

/** Turns two factor on for `user`; answers the secret and the recovery codes. */
async function enableTwoFactor(user: StaffMember) {
  const started = await api.call('POST', '/api/me/two-factor', { token: user.token });
  expect(started.status).toBe(200);
  const { secret, otpauth_url } = started.body;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
  expect(otpauth_url).toContain('algorithm=SHA1');
  expect(otpauth_url).toContain('digits=6');
  expect(otpauth_url).toContain('period=30');
  const confirmed = await api.call('POST', '/api/me/two-factor/confirm', {
    token: user.token,
    body: { code: authenticatorCode(secret, new Date()) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

describe('two-factor sign-in', () => {
  let tess: StaffMember;
  let secret: string;
  let recoveryCodes: string[];

  it('is set up with a first code and answers ten recovery codes, stored hashed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    tess = await addStaffMember(api, await api.login(), teamMember('Tess Two'));
    const started = await api.call('POST', '/api/me/two-factor', { token: tess.token });
    const wrong = await api.call('POST', '/api/me/two-factor/confirm', {
      token: tess.token,
      body: {
        code: '000000' === authenticatorCode(started.body.secret, NOW) ? '111111' : '000000',
      },
    });
    expect(wrong.status).toBe(422);
    expect((await api.call('GET', '/api/me', { token: tess.token })).body.user.two_factor).toBe(
      false,
    );
    ({ secret, recoveryCodes } = await enableTwoFactor(tess));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await api.runtime.deps.db.selectFrom('recovery_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    expect((await api.call('GET', '/api/me', { token: tess.token })).body.user.two_factor).toBe(
      true,
    );
  });

  it('makes login answer a challenge and no token, then signs in with the code of the moment (fixed clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const first = await login(tess);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: expect.any(String),
      two_factor_required: true,
      challenge: expect.any(String),
    });
    // A code of ten minutes ago is refused; the one on the phone now works.
    const stale = await api.call('POST', '/api/auth/two-factor', {
      body: {
        challenge: first.body.challenge,
        code: authenticatorCode(secret, new Date(NOW.getTime() - 600_000)),
      },
    });
    expect(stale.status).toBe(401);
    const signedIn = await api.call('POST', '/api/auth/two-factor', {
      body: { challenge: first.body.challenge, code: authenticatorCode(secret, NOW) },
    });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body).sort()).toEqual(['message', 'success', 'token', 'user']);
    expect(signedIn.body.user).toEqual({ id: tess.id, name: tess.name, email: tess.email });
    expect((await api.call('GET', '/api/me', { token: signedIn.body.token })).status).toBe(200);
    // A challenge signs in once.
    const replay = await api.call('POST', '/api/auth/two-factor', {
      body: { challenge: first.body.challenge, code: authenticatorCode(secret, NOW) },
    });
    expect(replay.status).toBe(401);
    // A code signs in once: seen over a shoulder, it opens no second session.
    const second = await login(tess);
    const reused = await api.call('POST', '/api/auth/two-factor', {
      body: { challenge: second.body.challenge, code: authenticatorCode(secret, NOW) },
    });
    expect(reused.status).toBe(401);
    vi.setSystemTime(new Date(NOW.getTime() + 30_000));
    const next = await api.call('POST', '/api/auth/two-factor', {
      body: {
        challenge: second.body.challenge,
        code: authenticatorCode(secret, new Date(NOW.getTime() + 30_000)),
      },
    });
    expect(next.status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const code = recoveryCodes[3] as string;
    const first = await login(tess);
    const used = await api.call('POST', '/api/auth/two-factor', {
      body: { challenge: first.body.challenge, code: code.toUpperCase() },
    });
    expect(used.status).toBe(200);
    const again = await login(tess);
    const reused = await api.call('POST', '/api/auth/two-factor', {
      body: { challenge: again.body.challenge, code },
    });
    expect(reused.status).toBe(401);
  });

  it('ends a challenge after five wrong codes, even with a right one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { challenge } = (await login(tess)).body;
    const wrongCode = authenticatorCode(secret, NOW) === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await api.call('POST', '/api/auth/two-factor', {
        body: { challenge, code: wrongCode },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body.success).toBe(false);
    }
    const late = await api.call('POST', '/api/auth/two-factor', {
      body: { challenge, code: authenticatorCode(secret, NOW) },
    });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('This sign-in has expired. Please sign in again');
  });

  it('is turned off only with the password', async () => {
    const wrong = await api.call('DELETE', '/api/me/two-factor', {
      token: tess.token,
      body: { current_password: 'not the password' },
    });
    expect(wrong.status).toBe(422);
    const off = await api.call('DELETE', '/api/me/two-factor', {
      token: tess.token,
      body: { current_password: tess.password },
    });
    expect(off.status).toBe(200);
    const plain = await login(tess);
    expect(plain.body.token).toEqual(expect.any(String));
  });
});

describe('an owner requiring two factor for everyone', () => {
  it('keeps users without it to their own account until they set it up', async () => {
    const owner = await api.login();
    const sid = await addStaffMember(api, owner, teamMember('Sid Setup'));
    const lockout = await api.call('PUT', '/api/settings/security', {
      token: owner,
      body: { retention_days: 365, require_two_factor: true },
    });
    expect(lockout.status).toBe(422);
    expect(lockout.body.message).toMatch(/your own account first/);
    await enableTwoFactor({ ...sid, token: owner });
    const settings = await api.call('PUT', '/api/settings/security', {
      token: owner,
      body: { retention_days: 365, require_two_factor: true },
    });
    expect(settings.status).toBe(200);
    const blocked = await api.call('GET', '/api/callback-requests', { token: sid.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/Two-factor sign-in is required/);
    expect(
      (await api.call('GET', '/api/me', { token: sid.token })).body.user.two_factor_required,
    ).toBe(true);
    await enableTwoFactor(sid);
    expect((await api.call('GET', '/api/callback-requests', { token: sid.token })).status).toBe(
      200,
    );
    const cannotTurnOff = await api.call('DELETE', '/api/me/two-factor', {
      token: sid.token,
      body: { current_password: sid.password },
    });
    expect(cannotTurnOff.status).toBe(403);
    const relaxed = await api.call('PUT', '/api/settings/security', {
      token: owner,
      body: { retention_days: 365, require_two_factor: false },
    });
    expect(relaxed.status).toBe(200);
  });
});
