import { launchBrowser } from '@tow/shared-ui/test-support/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_ROUTES } from './support/public-routes.ts';
import { recordWireBytes } from './support/wire-bytes.ts';

/**
 * The README's performance budget, measured as a phone gets it: Chromium at 390 px, from the
 * navigation until the network is idle, with no touch, click or key (README "Performance budget";
 * scripts/report-bundle.ts prints the same JavaScript figure from the build).
 */
const baseUrl = inject('baseUrl');
const NO_INPUT_JS_BUDGET = 60 * 1024;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('what a phone downloads before the visitor does anything', () => {
  it.each(
    PUBLIC_ROUTES,
  )(`%s: at most 60 kB of JavaScript over the wire, none of it the console's`, async (path) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      const wire = await recordWireBytes(context, page);
      await page.goto(path, { waitUntil: 'networkidle' });
      const responses = wire.responses();
      expect(responses.length, 'responses recorded').toBeGreaterThan(0);
      const scripts = responses.filter(
        (r) => r.type === 'Script' || /\.m?js$/.test(new URL(r.url).pathname),
      );
      const js = scripts.reduce((total, r) => total + r.bytes, 0);
      expect(
        js,
        `JavaScript bytes:\n${scripts.map((r) => `${r.bytes} ${r.url}`).join('\n')}`,
      ).toBeLessThanOrEqual(NO_INPUT_JS_BUDGET);
      const console = responses.filter((r) => new URL(r.url).pathname.startsWith('/admin'));
      expect(console, 'admin-console files').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
