import { type PageWatch, trackNetwork, waitForNetworkQuiet, watchPage } from '@tow/e2e/browser';
import { TEST_ADMIN } from '@tow/e2e/product';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AUTH_STORAGE_KEYS } from '../../src/constants.ts';

export { TEST_ADMIN };

/** A sign-in made through the API, for tests that start already signed in. */
export interface ApiSession {
  readonly token: string;
  readonly user: { id: number; name: string; email: string };
}

/** Signs in through the API as `who` (the test admin unless told). */
export async function apiLogin(
  baseUrl: string,
  who: { email: string; password: string } = TEST_ADMIN,
): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  const answer = (await response.json()) as { token?: string; user?: ApiSession['user'] };
  if (!response.ok || !answer.token || !answer.user) {
    throw new Error(`API sign-in failed: HTTP ${response.status}`);
  }
  return { token: answer.token, user: answer.user };
}

/** Ends a session on the server, as signing out elsewhere (or an admin revoking it) would. */
export async function revokeToken(baseUrl: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`logout failed: HTTP ${response.status}`);
}

export interface ConsolePage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly watch: PageWatch;
  /** Closes the page, and its context unless the context is shared. */
  close(): Promise<void>;
}

export interface ConsoleContextOptions {
  readonly width: number;
  /** The session the console finds in storage when a tab opens; none: signed out. */
  readonly session?: ApiSession;
  /** Let the console register its service worker (push notifications); blocked otherwise. */
  readonly serviceWorkers?: 'allow' | 'block';
  /** Runs on the new context before any tab opens: a clock, a route, a permission. */
  readonly prepare?: (context: BrowserContext) => Promise<void>;
}

/**
 * A browser context (no storage) at the given width, a phone below 600 px, optionally holding a
 * stored session as the console keeps it: each new tab starts with it.
 */
export async function newConsoleContext(
  browser: Browser,
  baseUrl: string,
  { width, session, serviceWorkers = 'block', prepare }: ConsoleContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 600 ? 844 : 800 },
    serviceWorkers,
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  if (session) {
    await context.addInitScript(
      ({ keys, token, user }) => {
        // Once per tab: a later reload must see what the console did (e.g. sign out).
        if (window.sessionStorage.getItem('test-session-seeded')) return;
        window.sessionStorage.setItem('test-session-seeded', '1');
        window.localStorage.setItem(keys.token, token);
        window.localStorage.setItem(keys.user, JSON.stringify(user));
      },
      { keys: AUTH_STORAGE_KEYS, token: session.token, user: session.user },
    );
  }
  await prepare?.(context);
  return context;
}

/**
 * A new tab of `context` at `path`, watched from its first request and waited on until the
 * console has rendered. `close` closes the tab, and the context too when `ownContext`.
 */
export async function openConsoleTab(
  context: BrowserContext,
  baseUrl: string,
  path: string,
  ownContext: boolean,
): Promise<ConsolePage> {
  const page = await context.newPage();
  const watch = watchPage(page, baseUrl);
  trackNetwork(page);
  await page.goto(path);
  await waitForConsole(page);
  return {
    page,
    context,
    watch,
    close: () => (ownContext ? context.close() : page.close()),
  };
}

/** The console has rendered a screen: a page heading is there and no spinner is left. */
export async function waitForConsole(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  // The console keeps its live event stream open: wait for everything else.
  await waitForNetworkQuiet(page);
}

/** What the console keeps in browser storage under the two keys of spec section 4. */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(
    (keys) => ({
      token: window.localStorage.getItem(keys.token),
      user: window.localStorage.getItem(keys.user),
    }),
    AUTH_STORAGE_KEYS,
  );
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
