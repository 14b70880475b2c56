import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, SCREENSHOT_DIR } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visitsSuite } from './support/visits.ts';

/**
 * "Do we cover you?" in Chromium at 390 and 1280 px, as a driver uses it: without JavaScript (a
 * GET form the server answers) and with it (the island answers in place), against the seed's
 * areas and their postcode districts.
 */
const suite = visitsSuite();
const SHOTS = join(SCREENSHOT_DIR, 'coverage');
const NOT_COVERED = 'Outside our usual area — call us anyway';

async function shot(page: Page, name: string, width: number): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.locator('#coverage-check').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), animations: 'disabled' });
}

/** Types into the page's first coverage check and sends it (Enter, as on a phone's keyboard). */
async function ask(page: Page, postcode: string): Promise<void> {
  const input = page.locator('#coverage-check-postcode');
  await input.fill(postcode);
  await input.press('Enter');
}

describe.each([390, 1280])('the coverage check at %i px', (width) => {
  it('without JavaScript: the server answers a postcode with the area, and its callback form is ready for it', async () => {
    const { page } = await suite.visit('/', width, false);
    await ask(page, 'b23 6ab');
    await page.waitForURL(/\/\?postcode=b23\+6ab#coverage-check$/);
    const check = page.locator('#coverage-check');
    await check.getByText('Yes, we cover Birmingham').waitFor();
    expect(await check.getByText('B23 6AB is in our Birmingham area.').count()).toBe(1);
    expect(await page.locator('#coverage-check-postcode').inputValue()).toBe('b23 6ab');
    expect(await check.locator('a[href^="tel:"]').count()).toBe(1);
    await shot(page, 'covered-no-js', width);

    await check.getByRole('link', { name: 'Request a callback in Birmingham' }).click();
    await page.waitForURL(/\/areas\/birmingham\?postcode=B23\+6AB#callback-form$/);
    expect(await page.locator('select[name="location"]').inputValue()).toBe('Birmingham');
    await page.locator('#coverage-check').getByText('Yes, we cover Birmingham').waitFor();
  });

  it('without JavaScript: a district outside every area is told to call anyway, with the call button', async () => {
    const { page } = await suite.visit('/services', width, false);
    await ask(page, 'LS1 1AA');
    await page.waitForURL(/\/services\?postcode=LS1\+1AA#coverage-check$/);
    const check = page.locator('#coverage-check');
    await check.getByText(NOT_COVERED).waitFor();
    const call = check.locator('a[href^="tel:"]');
    expect(await call.count()).toBe(1);
    expect(await call.isVisible()).toBe(true);
    expect(await check.getByRole('link', { name: /Request a callback/ }).count()).toBe(0);
    await shot(page, 'outside-no-js', width);
  });

  it('without JavaScript: what is not a postcode gets the field its message', async () => {
    const { page } = await suite.visit('/faq?postcode=B23+6A8', width, false);
    const input = page.locator('#coverage-check-postcode');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const message = page.locator('#coverage-check-error');
    expect(await message.textContent()).toBe(
      'Enter a UK postcode like B23 6AB, or its first half like B23',
    );
    expect(await input.getAttribute('aria-describedby')).toBe('coverage-check-error');
    expect(await page.getByText(NOT_COVERED).count()).toBe(0);
  });

  it('with JavaScript: the island answers in place, a district or a whole postcode, without leaving the page', async () => {
    const { page } = await suite.visit('/about', width);
    await page.locator('#coverage-check-postcode').focus();
    await page
      .locator('[data-island="coverage-check"][data-hydrated]')
      .waitFor({ timeout: 30_000 });
    await ask(page, 'ws1');
    const check = page.locator('#coverage-check');
    await check.getByText('Yes, we cover Walsall').waitFor();
    expect(await check.getByText('WS1 is in our Walsall area.').count()).toBe(1);
    expect(
      await check.getByRole('link', { name: 'Request a callback in Walsall' }).getAttribute('href'),
    ).toBe('/areas/walsall?postcode=WS1#callback-form');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/about');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'covered-island', width);

    await ask(page, 'cf10 1aa');
    await check.getByText(NOT_COVERED).waitFor();
    expect(await check.getByText('Yes, we cover').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'outside-island', width);

    await ask(page, 'not a postcode');
    await page.locator('#coverage-check-error').waitFor();
    expect(await page.locator('#coverage-check-postcode').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('the coverage check on the contact page', () => {
  it('answers beside the form and readies the form for the area', async () => {
    const { page } = await suite.visit('/contact?postcode=B74+2NJ', 390, false);
    await page.locator('#coverage-check').getByText('Yes, we cover Sutton Coldfield').waitFor();
    expect(await page.locator('select[name="location"]').inputValue()).toBe('Sutton Coldfield');
    // On a phone the form comes first: the check never pushes it down.
    const form = await page.locator('#callback-form').boundingBox();
    const check = await page.locator('#coverage-check').boundingBox();
    expect(form && check && form.y < check.y).toBe(true);
  });
});
