import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Records the text of every banner the page shows, so a test reads each message even when a slow
 * machine takes longer than the banner's 5 seconds to look. Call once after opening the page.
 */
export async function recordBanners(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { banners: string[] }).banners = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const banner = node.matches('[data-testid="status-banner"]')
            ? node
            : node.querySelector('[data-testid="status-banner"]');
          if (banner) seen.push(banner.textContent?.trim() ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const bannersRead = new WeakMap<Page, number>();

/** The text of the next banner the page shows since the last call (waits for it). */
export async function bannerText(page: Page): Promise<string> {
  const read = bannersRead.get(page) ?? 0;
  const count = () =>
    page.evaluate(() => (window as unknown as { banners: string[] }).banners.length);
  // A banner follows the API's answer: an upload re-encoded on a busy machine takes tens of seconds.
  await expect.poll(count, { timeout: 60_000 }).toBeGreaterThan(read);
  bannersRead.set(page, read + 1);
  return page.evaluate(
    (index) => (window as unknown as { banners: string[] }).banners[index] ?? '',
    read,
  );
}
