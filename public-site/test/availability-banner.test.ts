import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type AdminApi, signInAdmin } from '@tow/e2e/admin-api';
import { SCREENSHOT_DIR } from '@tow/e2e/browser';
import { waitFor } from '@tow/server-kit/test-support/wait-for';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitsSuite } from './support/visits.ts';

/**
 * The availability banner in Chromium at 390 and 1280 px: on every page once staff set it, and
 * gone by itself at its expiry, in a page left open and in the server's render.
 */
const suite = visitsSuite();
const SHOTS = join(SCREENSHOT_DIR, 'availability');
const BUSY = 'Busy right now: about 60 minutes to reach you';
let admin: AdminApi;

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function setAvailability(body: Record<string, unknown>) {
  return admin.send('PUT', '/availability', body);
}

/** The banner's text, or null without one. */
async function bannerOf(page: Page): Promise<string | null> {
  const banner = page.locator('[data-availability-expires]');
  return (await banner.count()) === 0 ? null : ((await banner.textContent()) ?? '');
}

/**
 * Opens `path` until the server's render shows what `expected` says: the change reaches this
 * server through the content version, a moment after the API took it.
 */
async function visitShowing(
  path: string,
  width: number,
  expected: (banner: string | null) => boolean,
  javaScript = true,
) {
  return waitFor(`${path} with the banner as expected`, async () => {
    const open = await suite.visit(path, width, javaScript);
    if (expected(await bannerOf(open.page))) return open;
    await open.close();
    return undefined;
  });
}

beforeAll(async () => {
  admin = await signInAdmin(suite.baseUrl);
});

afterAll(async () => {
  await setAvailability({ state: 'normal' });
});

describe.each([390, 1280])('the availability banner at %i px', (width) => {
  it('shows on every page once staff set busy, above the header, and nothing in the normal state', async () => {
    await setAvailability({ state: 'normal' });
    const normal = await visitShowing('/', width, (banner) => banner === null);
    expect(await normal.page.getByText('Busy right now').count()).toBe(0);

    await setAvailability({
      state: 'busy',
      eta_minutes: 60,
      message: 'Two crews are on the M6 after a collision.',
      expires_at: inSeconds(3600),
    });
    const home = await visitShowing('/', width, (banner) => banner !== null);
    expect(await bannerOf(home.page)).toContain(BUSY);
    expect(await bannerOf(home.page)).toContain('Two crews are on the M6 after a collision.');
    const banner = await home.page.locator('[data-availability-expires]').boundingBox();
    const header = await home.page.locator('header').first().boundingBox();
    expect(banner && header && banner.y < header.y).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await home.page.screenshot({ path: join(SHOTS, `busy-${width}.png`), animations: 'disabled' });

    for (const path of ['/contact', '/areas/walsall', '/faq']) {
      const { page } = await suite.visit(path, width, false);
      expect(await bannerOf(page), path).toContain(BUSY);
    }

    await setAvailability({ state: 'severe_weather', expires_at: inSeconds(3600) });
    const severe = await visitShowing(
      '/services',
      width,
      (text) => text?.includes('Severe weather') ?? false,
    );
    expect(await bannerOf(severe.page)).toContain('Severe weather: emergencies first');
    await severe.page.screenshot({
      path: join(SHOTS, `severe-weather-${width}.png`),
      animations: 'disabled',
    });
  });

  it('goes by itself at its expiry: from a page left open, and from the next render', async () => {
    await setAvailability({
      state: 'limited',
      message: 'Cars and small vans only tonight: our heavy recovery truck is off the road.',
      expires_at: inSeconds(20),
    });
    const open = await visitShowing(
      '/promotions',
      width,
      (banner) => banner?.includes('Cars and small vans') ?? false,
    );
    const withoutScript = await visitShowing('/reviews', width, (banner) => banner !== null, false);
    // In the open page the banner goes at its time, with no reload.
    await open.page
      .locator('[data-availability-expires]')
      .waitFor({ state: 'detached', timeout: 30_000 });
    expect(await bannerOf(withoutScript.page)).not.toBeNull();
    const after = await visitShowing('/reviews', width, (banner) => banner === null, false);
    expect(await after.page.getByText('Cars and small vans').count()).toBe(0);
    expect(
      (await admin.get<{ availability: { state: string } }>('/availability')).availability.state,
    ).toBe('normal');
  });
});
