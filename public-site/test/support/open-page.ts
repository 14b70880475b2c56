/**
 * The public site's own page opener; Chromium, the page watch, axe and screenshots come from
 * `@tow/shared-ui/test-support/browser`, shared with the console's tests.
 */
import { type PageWatch, watchPage } from '@tow/shared-ui/test-support/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface OpenPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly watch: PageWatch;
  close(): Promise<void>;
}

/**
 * Opens `path` in a new context at the given viewport width (and a phone-like height when
 * narrow), waits until the network is idle (hydrated), and watches it from the first request.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: { width: number; height?: number; javaScriptEnabled?: boolean } = { width: 1280 },
): Promise<OpenPage> {
  const { width, javaScriptEnabled = true } = options;
  const height = options.height ?? (width < 600 ? 844 : 800);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    javaScriptEnabled,
    serviceWorkers: 'block',
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const watch = watchPage(page, baseUrl);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (javaScriptEnabled) await waitForHydration(page);
  return { page, context, watch, close: () => context.close() };
}

/**
 * Hydrated = React has taken over the server HTML. The header's menu button is a plain link to
 * the footer in the server HTML and becomes a real <button> only once React runs in the page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('button[aria-controls="mobile-menu"]', {
    state: 'attached',
    timeout: 15_000,
  });
}
