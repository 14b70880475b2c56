import { watchPage } from '@tow/e2e/browser';
import { expect, it } from 'vitest';
import { consoleSuite } from './support/suite.ts';

/** The admin bundle never reaches a visitor (ARCHITECTURE.md, qualities). */
const suite = consoleSuite({ signedIn: false });

it.each([
  '/',
  '/contact',
  '/services',
])('public page %s requests no admin-console file', async (path) => {
  for (const width of [390, 1280]) {
    const context = await suite.browser.newContext({
      baseURL: suite.baseUrl,
      viewport: { width, height: width < 600 ? 844 : 800 },
      serviceWorkers: 'block',
      ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
    });
    try {
      const page = await context.newPage();
      const watch = watchPage(page, suite.baseUrl);
      // Everything the page loads, its islands and lazy parts included, has been asked for.
      await page.goto(path, { waitUntil: 'networkidle' });
      // The page script comes after the first paint: its loader marks the menu button once run.
      await page.waitForSelector('button[aria-controls="mobile-menu"][aria-expanded]', {
        state: 'attached',
      });
      await page.waitForLoadState('networkidle');
      const adminRequests = watch.requests.filter((url) =>
        new URL(url).pathname.startsWith('/admin'),
      );
      expect(adminRequests).toEqual([]);
      expect(watch.requests.length).toBeGreaterThan(1);
    } finally {
      await context.close();
    }
  }
});
