import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the Backups screen's `region` ("Last good backup") reads `expected` (a pattern, or
 * words it contains) as the product's schedule fills it in: the screen reads the state once, so
 * the page is reloaded every 2 s, for up to a minute.
 */
export async function waitForBackupRegion(
  page: Page,
  region: string,
  expected: RegExp | string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: region }).waitFor();
        return page.getByRole('region', { name: region }).textContent();
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toMatch(expected);
}
