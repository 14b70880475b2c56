import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import type { ProductSlot } from './product-suite.ts';

/** The worker slot running this test file (see product-suite.ts). */
function slot(): ProductSlot {
  const slots = inject('productSlots');
  const found = slots[Number(process.env.VITEST_POOL_ID) - 1];
  if (!found) {
    throw new Error(
      `No product for worker slot ${process.env.VITEST_POOL_ID} of ${slots.length} (see product-suite.ts)`,
    );
  }
  return found;
}

/** The base URL of this file's product. */
export function productBaseUrl(): string {
  return slot().baseUrl;
}

/**
 * This file's connection to its slot's Chromium. Closing it closes every context the file made
 * and leaves the browser to the slot's next file.
 */
export function productBrowser(): Promise<Browser> {
  return chromium.connect(slot().browser);
}
