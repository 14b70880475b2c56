import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../../public-site/test/support/browser.ts';

/** The admin bundle never reaches a visitor (ARCHITECTURE.md, qualities). */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it.each([
  '/',
  '/contact',
  '/services',
])('public page %s requests no admin-console file', async (path) => {
  for (const width of [390, 1280]) {
    const open = await openPage(browser, baseUrl, path, { width });
    try {
      const adminRequests = open.watch.requests.filter((url) =>
        new URL(url).pathname.startsWith('/admin'),
      );
      expect(adminRequests).toEqual([]);
      expect(open.watch.requests.length).toBeGreaterThan(1);
    } finally {
      await open.close();
    }
  }
});
