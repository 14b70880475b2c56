import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiLogin,
  revokeToken,
  signInWithForm,
  storedSession,
  TEST_ADMIN,
  waitForConsole,
} from './support/console.ts';
import { consoleSuite } from './support/suite.ts';

/** Sign-in, sign-out and the session rules of spec section 4, in real Chromium on the real API. */
// Signed out unless a test gives a session; Chromium logs every failed request (e.g. a 401) as
// an error, so tests that provoke one allow it.
const suite = consoleSuite({ signedIn: false });

describe('login', () => {
  it('shows the server message in a red box above the form when sign-in fails', async () => {
    suite.allowProblems(/status of 401/);
    const { page } = await suite.visit('/admin/login');
    expect(await page.title()).toBe('Admin console');
    await signInWithForm(page, TEST_ADMIN.email, 'not the password');
    const box = page.getByRole('alert');
    await box.waitFor();
    expect(await box.textContent()).toBe('Invalid email or password');
    const colour = await box.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(colour).toBe('rgb(229, 50, 45)');
    const boxBottom = (await box.boundingBox())?.y ?? Number.NaN;
    const formTop = (await page.locator('form').boundingBox())?.y ?? Number.NaN;
    expect(boxBottom).toBeLessThan(formTop);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    suite.allowProblems(/status of 502/);
    const { page } = await suite.visit('/admin/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await signInWithForm(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Login failed');
  });

  it('shows and hides the password', async () => {
    const { page } = await suite.visit('/admin/login');
    const password = page.locator('input[name="password"]');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('signs in to the dashboard, storing the token and the user, with the XHR and CSRF headers', async () => {
    const { page } = await suite.visit('/admin/login');
    // A page that carries a CSRF token in its metadata: every call must send it.
    await page.evaluate(() => {
      const meta = document.createElement('meta');
      meta.name = 'csrf-token';
      meta.content = 'test-csrf-token';
      document.head.append(meta);
    });
    const apiCalls: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
    });
    await signInWithForm(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL(`${suite.baseUrl}/admin`);
    await waitForConsole(page);
    expect(await page.locator('h1').textContent()).toBe('Dashboard');

    const stored = await storedSession(page);
    expect(stored.token).toMatch(/\S{20,}/);
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({
      email: TEST_ADMIN.email,
      name: expect.any(String),
    });

    expect(apiCalls.length).toBeGreaterThan(1);
    for (const request of apiCalls) {
      const headers = await request.allHeaders();
      const path = new URL(request.url()).pathname;
      expect(headers['x-requested-with'], path).toBe('XMLHttpRequest');
      expect(headers['x-csrf-token'], path).toBe('test-csrf-token');
      if (path !== '/api/auth/login')
        expect(headers.authorization, path).toBe(`Bearer ${stored.token}`);
    }
  });

  it('sends a signed-in visitor from /admin/login to /admin', async () => {
    const session = await apiLogin(suite.baseUrl);
    const { page } = await suite.visit('/admin/login', { width: 1280, session });
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.locator('h1').textContent()).toBe('Dashboard');
  });

  it('sends a signed-out visitor of a protected screen to /admin/login', async () => {
    const { page } = await suite.visit('/admin/services');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });
});

describe('session', () => {
  it('is restored from storage at load', async () => {
    const session = await apiLogin(suite.baseUrl);
    const { page } = await suite.visit('/admin', { width: 1280, session });
    expect(await page.locator('h1').textContent()).toBe('Dashboard');
    await page.reload();
    await waitForConsole(page);
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await page.getByText(session.user.email).first().isVisible()).toBe(true);
  });

  it('a 401 clears the session and redirects to the login page', async () => {
    const session = await apiLogin(suite.baseUrl);
    suite.allowProblems(/status of 401/);
    const { page } = await suite.visit('/admin/services', { width: 1280, session });
    expect(await page.locator('h1').textContent()).toBe('Services');
    await revokeToken(suite.baseUrl, session.token);
    // The next call of the console (the dashboard's lists) answers 401.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(`${suite.baseUrl}/admin/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  it('a revoked token found at load goes to the login page', async () => {
    const session = await apiLogin(suite.baseUrl);
    await revokeToken(suite.baseUrl, session.token);
    suite.allowProblems(/status of 401/);
    const { page } = await suite.visit('/admin', { width: 1280, session });
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});

describe('logout', () => {
  it('ends the session on the server and clears storage', async () => {
    const session = await apiLogin(suite.baseUrl);
    const { page } = await suite.visit('/admin', { width: 1280, session });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.baseUrl}/admin/login`);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    const me = await fetch(`${suite.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(401);
  });

  it('Sign Out in the user dropdown clears storage even when the call fails', async () => {
    const session = await apiLogin(suite.baseUrl);
    const { page } = await suite.visit('/admin', { width: 1280, session });
    suite.allowProblems(/ERR_FAILED/);
    await page.route('**/api/auth/logout', (route) => route.abort('failed'));
    await page.getByRole('button', { name: session.user.name }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${suite.baseUrl}/admin/login`);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    await page.reload();
    await waitForConsole(page);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });
});
