import { describe, expect, it } from 'vitest';
import { createTokenSigner, newSessionId } from '../src/auth/tokens.ts';
import { ADMIN, useTestApi } from './support/test-api.ts';

const api = useTestApi();

const HOUR = 3_600_000;

function login(email: string, password: string) {
  return api.call('POST', '/api/auth/login', { body: { email, password } });
}

/** An admin-only call, to see whether a token still works. */
function adminCall(token: string) {
  return api.call('GET', '/api/callback-requests', { token });
}

async function adminId(): Promise<number> {
  const me = await api.call('GET', '/api/auth/me', { token: await api.login() });
  return me.body.user.id;
}

/** A session stored in the database as the login call would, with a token signed for it. */
async function sessionToken(sessionExpiresAt: Date, tokenExpiresAt: Date): Promise<string> {
  const id = newSessionId();
  const userId = await adminId();
  await api.runtime.deps.db
    .insertInto('sessions')
    .values({ id, user_id: userId, expires_at: sessionExpiresAt })
    .execute();
  return api.runtime.deps.tokens.sign(id, userId, tokenExpiresAt);
}

describe('signing in', () => {
  it('answers a token and the user, without the password hash', async () => {
    const answer = await login(ADMIN.email, ADMIN.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { id: expect.any(Number), name: ADMIN.name, email: ADMIN.email },
    });
    expect(Object.keys(answer.body.user).sort()).toEqual(['email', 'id', 'name']);
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password/i);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    for (const [email, password] of [
      [ADMIN.email, 'not-the-right-password'],
      ['nobody@example.com', ADMIN.password],
    ] as const) {
      const answer = await login(email, password);
      expect(answer.status, email).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Invalid email or password' });
    }
  });

  it('accepts the email in any letter case', async () => {
    const answer = await login(ADMIN.email.toUpperCase(), ADMIN.password);
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(ADMIN.email);
  });

  it('answers 422 with errors per field for a malformed email or a missing password', async () => {
    const badEmail = await login('not-an-email', ADMIN.password);
    expect(badEmail.status).toBe(422);
    expect(badEmail.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(badEmail.body.errors.email).toEqual(['Please enter a valid email address']);

    const noPassword = await api.call('POST', '/api/auth/login', { body: { email: ADMIN.email } });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors.password).toEqual(['Password is required']);

    const emptyPassword = await login(ADMIN.email, '');
    expect(emptyPassword.status).toBe(422);
    expect(emptyPassword.body.errors.password).toEqual(['Password is required']);
  });
});

describe('the signed-in user', () => {
  it('is answered by GET /api/auth/me for a live token', async () => {
    const answer = await api.call('GET', '/api/auth/me', { token: await api.login() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      user: { id: expect.any(Number), name: ADMIN.name, email: ADMIN.email },
    });
  });

  it('answers 401 without a token', async () => {
    const answer = await api.call('GET', '/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('signing out', () => {
  it('answers 200, and then the same token gets 401 on an admin call', async () => {
    const token = await api.login();
    expect((await adminCall(token)).status).toBe(200);

    const answer = await api.call('POST', '/api/auth/logout', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: expect.any(String) });

    const after = await adminCall(token);
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
    expect((await api.call('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('leaves the other sessions of the same user working', async () => {
    const first = await api.login();
    const second = await api.login();
    await api.call('POST', '/api/auth/logout', { token: first });
    expect((await adminCall(second)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const answer = await api.call('POST', '/api/auth/logout');
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});

describe('tokens that no longer or never worked', () => {
  it('answers 401 once the token’s session has expired', async () => {
    const token = await sessionToken(new Date(Date.now() - HOUR), new Date(Date.now() + HOUR));
    const answer = await adminCall(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('answers 401 once the token itself has expired, even if its session is live', async () => {
    const token = await sessionToken(new Date(Date.now() + HOUR), new Date(Date.now() - 60_000));
    expect((await adminCall(token)).status).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const working = await sessionToken(new Date(Date.now() + HOUR), new Date(Date.now() + HOUR));
    expect((await adminCall(working)).status).toBe(200);

    const id = newSessionId();
    const userId = await adminId();
    await api.runtime.deps.db
      .insertInto('sessions')
      .values({ id, user_id: userId, expires_at: new Date(Date.now() + HOUR) })
      .execute();
    const forger = createTokenSigner('a-different-secret-that-is-long-enough-to-sign');
    const forged = await forger.sign(id, userId, new Date(Date.now() + HOUR));
    expect((await adminCall(forged)).status).toBe(401);
  });

  it('answers 401 for a tampered token', async () => {
    const token = await api.login();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const bad of [
      `${header}.${changed}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.`,
      `${unsigned}.${payload}.`,
      'not-a-token',
    ]) {
      expect((await adminCall(bad)).status, bad).toBe(401);
    }
  });

  it('answers 401 for a header that is not a bearer token', async () => {
    const token = await api.login();
    const answer = await api.call('GET', '/api/callback-requests', {
      headers: { authorization: `Basic ${token}` },
    });
    expect(answer.status).toBe(401);
  });
});
