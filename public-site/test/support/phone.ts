import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * A fresh phone's browser: 390 × 844 with touch, and no service worker, so every visit is its
 * first.
 */
export function newPhoneContext(
  browser: Browser,
  options: { baseURL?: string; deviceScaleFactor?: number } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ...options,
  });
}

/** A phone's link: its round trip's added latency and bytes a second each way. */
export interface PhoneLink {
  readonly latencyMs: number;
  readonly downloadBytesPerS: number;
  readonly uploadBytesPerS: number;
}

/** Lighthouse's slow 4G. */
export const SLOW_4G: PhoneLink = {
  latencyMs: 150,
  downloadBytesPerS: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerS: (750 * 1024) / 8,
};

/** Makes `page` a slow phone through CDP: its CPU 4× slower, its network `link`. */
export async function slowDown(
  context: BrowserContext,
  page: Page,
  link: PhoneLink,
): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: link.downloadBytesPerS,
    uploadThroughput: link.uploadBytesPerS,
  });
  return cdp;
}
