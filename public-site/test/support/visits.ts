import { productBaseUrl, productBrowser } from '@tow/e2e/product-slot';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type OpenPage, openPage } from './open-page.ts';

/** What a public browser test file works with, set up by visitsSuite(). */
export interface VisitsSuite {
  /** The file's product. */
  readonly baseUrl: string;
  /** The file's connection to its slot's Chromium, for a context a test sets up itself. */
  readonly browser: Browser;
  /**
   * Opens `path` in a fresh context (no cookies, no storage) at `width`; `stoppedClock`: the
   * page's timers run only when the test moves its clock on.
   */
  visit(
    path: string,
    width: number,
    javaScriptEnabled?: boolean,
    options?: { stoppedClock?: boolean },
  ): Promise<OpenPage>;
  /** Closes every page visit() opened. */
  closeAll(): Promise<void>;
  /**
   * Visits `path`, runs `check` on the page, then expects the visit clean (expectCleanVisit);
   * closes every page after, whatever happened.
   */
  cleanVisit(
    path: string,
    width: number,
    check: (open: OpenPage) => Promise<void>,
    options?: { stoppedClock?: boolean },
  ): Promise<void>;
}

/**
 * The public site in real Chromium, as a visitor uses it: `const suite = visitsSuite();` at the top
 * of a file registers the hooks (the file's connection to its slot's Chromium, closed at the end).
 */
export function visitsSuite(): VisitsSuite {
  const baseUrl = productBaseUrl();
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    browser = await productBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const ready = () => {
    if (!browser) throw new Error('visitsSuite: used before its beforeAll ran');
    return browser;
  };

  const visit: VisitsSuite['visit'] = async (
    path,
    width,
    javaScriptEnabled = true,
    { stoppedClock = false } = {},
  ) => {
    const open = await openPage(ready(), baseUrl, path, { width, javaScriptEnabled, stoppedClock });
    opened.push(open);
    return open;
  };
  const closeAll = async () => {
    while (opened.length > 0) await opened.pop()?.close();
  };

  return {
    baseUrl,
    get browser() {
      return ready();
    },
    visit,
    closeAll,
    async cleanVisit(path, width, check, options) {
      try {
        const open = await visit(path, width, true, options);
        await check(open);
        expectCleanVisit(open);
      } finally {
        await closeAll();
      }
    },
  };
}

/**
 * Fails with every console error, hydration warning, page error and foreign request seen. On the
 * 404 page Chromium logs the document's own 404 status, which is that page's point.
 */
export function expectCleanVisit({ watch, page }: OpenPage, { notFound = false } = {}): void {
  const ownStatus = `status of 404 (Not Found) (${page.url()})`;
  const problems = watch.problems.filter((p) => !(notFound && p.endsWith(ownStatus)));
  expect(problems, 'console errors, hydration warnings or uncaught errors').toEqual([]);
  expect(watch.foreignRequests(), 'requests to hosts other than the site').toEqual([]);
  expect(
    watch.requests.filter((url) => new URL(url).pathname.startsWith('/admin')),
    'requests for admin-console code',
  ).toEqual([]);
}
