/**
 * The public site's own page opener; Chromium, the page watch, axe and screenshots come from
 * `@tow/e2e/browser`, shared with the console's tests.
 */
import { type PageWatch, watchPage } from '@tow/e2e/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface OpenPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly watch: PageWatch;
  close(): Promise<void>;
}

export interface OpenPageOptions {
  readonly width: number;
  readonly height?: number;
  readonly javaScriptEnabled?: boolean;
  /**
   * The page's clock stands still from before its first request: its timers run only when the
   * test moves the clock on (`page.clock.fastForward`), so a test of "after 3 seconds" waits
   * for nothing.
   */
  readonly stoppedClock?: boolean;
}

/**
 * Opens `path` in a new context at the given viewport width (and a phone-like height when
 * narrow), waits until the network is idle and the page script has run, and watches it from the
 * first request.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: OpenPageOptions = { width: 1280 },
): Promise<OpenPage> {
  const { width, javaScriptEnabled = true, stoppedClock = false } = options;
  const height = options.height ?? (width < 600 ? 844 : 800);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height },
    javaScriptEnabled,
    serviceWorkers: 'block',
    ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
  });
  if (stoppedClock) {
    await context.clock.install();
    await context.clock.pauseAt(Date.now());
  }
  const page = await context.newPage();
  const watch = watchPage(page, baseUrl);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (javaScriptEnabled) {
    // The head's loader brings the page script on a timer after the first paint, which a stopped
    // clock never fires; a first key brings it at once, as for a visitor, and leaves the clock
    // where the test's "after 3 seconds" counts from.
    if (stoppedClock) await page.keyboard.press('Shift');
    await waitForPageScript(page);
  }
  return { page, context, watch, close: () => context.close() };
}

/**
 * The page script (src/entry-client.ts) has run once the header's popover toggles carry their
 * aria-expanded, which the server HTML leaves to it.
 */
async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForSelector('button[aria-controls="mobile-menu"][aria-expanded]', {
    state: 'attached',
    timeout: 15_000,
  });
}

/**
 * The callback form's island, woken as a visitor wakes it (focus in its first field) and
 * hydrated: from here a send is the in-page one. Before, it is the plain form POST.
 */
export async function wakeCallbackForm(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
  await page.locator('[data-island="callback-form"][data-hydrated]').waitFor({ timeout: 30_000 });
}
