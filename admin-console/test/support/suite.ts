import { type AdminApi, signInAdmin } from '@tow/e2e/admin-api';
import { type RunningProduct, startProduct } from '@tow/e2e/product';
import { productBaseUrl, productBrowser } from '@tow/e2e/product-slot';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  type ApiSession,
  apiLogin,
  type ConsolePage,
  newConsoleContext,
  openConsoleTab,
} from './console.ts';

export interface VisitOptions {
  /** Viewport width; below 600 px a phone (touch, 844 px tall). 1280 by default. */
  readonly width?: number;
  /** The session the tab starts with: the file's by default, another one, or null (signed out). */
  readonly session?: ApiSession | null;
  /**
   * A context of its own even with the file's session, for a test that changes what a context
   * shares (e.g. `page.clock`, which is the context's).
   */
  readonly fresh?: boolean;
  /** Let the console register its service worker (a context of its own). */
  readonly serviceWorkers?: 'allow' | 'block';
  /** Prepares a context of its own before the tab opens: a clock, a route, a permission. */
  readonly prepare?: (context: BrowserContext) => Promise<void>;
}

/** What a console test file works with, set up by consoleSuite(). */
export interface ConsoleSuite {
  /** The product under test (global-setup.ts). */
  readonly baseUrl: string;
  /** The file's connection to its worker slot's Chromium. */
  readonly browser: Browser;
  /** The file's admin session, stored in every tab visit() opens unless told otherwise. */
  readonly session: ApiSession;
  /** The API as the admin, to make and check records (through its own session). */
  readonly api: AdminApi;
  /**
   * Opens `path` in a new tab and waits until the console has rendered. A tab with the file's
   * session opens in the file's context for that width (its HTTP cache makes the console load
   * faster; each tab starts from the stored session again); any other tab in a context of its
   * own. After the test, the page must have logged no error and asked no other host; then it is
   * closed.
   */
  visit(path: string, options?: VisitOptions): Promise<ConsolePage>;
  /** Console lines the current test provokes on purpose, e.g. /Failed to load resource.*500/. */
  allowProblems(...patterns: RegExp[]): void;
}

/**
 * The harness of every console browser test file: `const suite = consoleSuite();` at the top
 * registers the hooks (the file's connection to its slot's Chromium and one admin session, made
 * in parallel; the checks and clean-up of each opened page after each test; the connection, and
 * every context of the file with it, closed at the end).
 * `signedIn: false` makes visit() open tabs signed out unless given a session. `productEnv` starts
 * a product of the file's own with those settings (texts set up, say) instead of the slot's.
 */
export function consoleSuite({
  signedIn = true,
  productEnv,
}: {
  signedIn?: boolean;
  productEnv?: () => Promise<Record<string, string>>;
} = {}): ConsoleSuite {
  let baseUrl = productEnv ? '' : productBaseUrl();
  let own: RunningProduct | undefined;
  let state: { browser: Browser; session: ApiSession; api: AdminApi } | undefined;
  const opened: ConsolePage[] = [];
  /** The file's signed-in contexts, one per width. */
  const shared = new Map<number, Promise<BrowserContext>>();
  let allowed: RegExp[] = [];

  const ready = () => {
    if (!state) throw new Error('consoleSuite: used before its beforeAll ran');
    return state;
  };

  beforeAll(async () => {
    if (productEnv) {
      own = await startProduct('/admin/', await productEnv());
      baseUrl = own.baseUrl;
    }
    const [browser, session, api] = await Promise.all([
      productBrowser(),
      apiLogin(baseUrl),
      signInAdmin(baseUrl),
    ]);
    state = { browser, session, api };
  });

  afterEach(async () => {
    const patterns = allowed;
    allowed = [];
    const pages = opened.splice(0);
    const problems = pages.flatMap((open) =>
      open.watch.problems.filter((line) => !patterns.some((pattern) => pattern.test(line))),
    );
    const foreign = pages.flatMap((open) => open.watch.foreignRequests());
    await Promise.all(pages.map((open) => open.close()));
    expect(problems, 'console errors or uncaught errors').toEqual([]);
    expect(foreign, 'requests to other hosts').toEqual([]);
  });

  afterAll(async () => {
    await state?.browser.close(); // and every context in it
    await own?.stop();
  });

  return {
    get baseUrl() {
      return baseUrl;
    },
    get browser() {
      return ready().browser;
    },
    get session() {
      return ready().session;
    },
    get api() {
      return ready().api;
    },
    async visit(path, { width = 1280, session, fresh = false, serviceWorkers, prepare } = {}) {
      const { browser } = ready();
      const stored = session === undefined ? (signedIn ? ready().session : null) : session;
      const options = {
        width,
        serviceWorkers,
        prepare,
        ...(stored ? { session: stored } : {}),
      };
      const own = fresh || serviceWorkers !== undefined || prepare !== undefined;
      const share = !own && stored !== null && stored === ready().session;
      let context: Promise<BrowserContext>;
      if (share) {
        context = shared.get(width) ?? newConsoleContext(browser, baseUrl, options);
        shared.set(width, context);
      } else {
        context = newConsoleContext(browser, baseUrl, options);
      }
      const open = await openConsoleTab(await context, baseUrl, path, !share);
      opened.push(open);
      return open;
    },
    allowProblems(...patterns) {
      allowed.push(...patterns);
    },
  };
}
