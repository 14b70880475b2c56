import { join } from 'node:path';
import { SCREENSHOT_DIR, saveScreenshot } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_RECENT_CALLBACKS } from '../src/constants.ts';
import { expectAccessible, expectNoHorizontalScroll } from './support/checks.ts';
import { submitRequest } from './support/submit-request.ts';
import { consoleSuite } from './support/suite.ts';

/** The shell (sidebar, top bar, bell, user menu) and the dashboard, at phone and desktop widths. */
const suite = consoleSuite();
const WIDTHS = [390, 1280] as const;
const SECTIONS = [
  ['Services', '/admin/services'],
  ['Promotions', '/admin/promotions'],
  ['Reviews', '/admin/reviews'],
  ['Callbacks', '/admin/callbacks'],
  ['Locations', '/admin/locations'],
  ['SEO Settings', '/admin/seo'],
] as const;

function visit(path: string, width: number, signedIn = true) {
  return suite.visit(path, signedIn ? { width } : { width, session: null });
}

/** Smallest size of the visible links and buttons, in px (tap targets: 44). */
async function smallestTapTarget(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.offsetParent !== null && !el.closest('p, dd, td'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('login: passes axe, no horizontal scroll, screenshot', async () => {
    const { page } = await visit('/admin/login', width, false);
    await expectAccessible(page, 'login');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, '/admin/login', width);
  });

  it('dashboard: passes axe, 44 px tap targets, screenshot', async () => {
    const { page } = await visit('/admin', width);
    await expectAccessible(page, 'dashboard');
    await expectNoHorizontalScroll(page);
    expect(await smallestTapTarget(page)).toEqual([]);
    await saveScreenshot(page, '/admin', width);
  });

  it('the menu toggle opens the sidebar as a drawer on phones and hides it on desktop', async () => {
    const { page } = await visit('/admin', width);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const sidebarLink = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
      name: 'Services',
    });
    if (width < 1024) {
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await sidebarLink.isVisible()).toBe(false);
      await toggle.click();
      await sidebarLink.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.waitForTimeout(300); // let the slide-in finish for the picture
      await expectAccessible(page, 'open drawer');
      // The viewport, not the full page: the drawer is fixed to what the phone shows.
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `admin-drawer-open-${width}.png`),
        animations: 'disabled',
      });
      await sidebarLink.click();
      await page.waitForURL(`${suite.baseUrl}/admin/services`);
      await sidebarLink.waitFor({ state: 'hidden' });
    } else {
      expect(await sidebarLink.isVisible()).toBe(true);
      await toggle.click();
      expect(await sidebarLink.isVisible()).toBe(false);
      await toggle.click();
      expect(await sidebarLink.isVisible()).toBe(true);
    }
  });

  it('the user dropdown shows the user and Sign Out', async () => {
    const { page } = await visit('/admin', width);
    const button = page.getByRole('banner').getByRole('button', { expanded: false }).last();
    await button.click();
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await signOut.waitFor({ state: 'visible' });
    await expectAccessible(page, 'user dropdown');
    await saveScreenshot(page, '/admin/user-menu-open', width);
    await page.keyboard.press('Escape');
    await signOut.waitFor({ state: 'hidden' });
  });

  it.each(SECTIONS)('%s is reachable from the sidebar and passes axe', async (label, path) => {
    const { page } = await visit('/admin', width);
    if (width < 1024) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await page.waitForURL(`${suite.baseUrl}${path}`);
    await page.locator('h1').waitFor();
    await expectAccessible(page, path);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, path, width);
  });
});

describe('dashboard', () => {
  it('shows the counts the API gives, and the 5 most recent callback requests', async () => {
    // One more request, so the seeded data and a fresh one both count.
    await submitRequest(suite.baseUrl, {
      name: 'Dashboard Test Driver',
      phone: '07700 900777',
      location: 'Solihull',
      service_type: 'Battery Jump Start',
      urgency: 'high',
    });

    const { page } = await visit('/admin', 1280);
    const [services, reviews, promotions, requests, pending] = await Promise.all([
      suite.api.get<{ services: unknown[] }>('/services'),
      suite.api.get<{ reviews: unknown[] }>('/reviews'),
      suite.api.get<{ promotions: unknown[] }>('/promotions'),
      suite.api.get<{ requests: { name: string; phone: string }[] }>('/callback-requests'),
      suite.api.get<{ requests: unknown[] }>('/callback-requests/pending'),
    ]);
    const count = async (id: string) =>
      (await page.getByTestId(id).locator('span').first().textContent())?.trim();
    expect(await count('count-services')).toBe(String(services.services.length));
    expect(await count('count-reviews')).toBe(String(reviews.reviews.length));
    expect(await count('count-promotions')).toBe(String(promotions.promotions.length));
    expect(await count('count-callback-requests')).toBe(String(requests.requests.length));
    expect(await count('count-pending-requests')).toBe(String(pending.requests.length));
    expect(pending.requests.length).toBeGreaterThan(0);

    const recent = page.getByRole('table', { name: 'Recent callback requests' });
    const rows = recent.locator('tbody tr');
    const expected = requests.requests.slice(0, DASHBOARD_RECENT_CALLBACKS);
    expect(await rows.count()).toBe(expected.length);
    expect(await rows.first().locator('td').first().textContent()).toBe('Dashboard Test Driver');
    for (const [index, request] of expected.entries()) {
      expect(await rows.nth(index).locator('td').first().textContent()).toBe(request.name);
    }
    // Phones are tap-to-call links; dates are en-GB.
    expect(await rows.first().getByRole('link').getAttribute('href')).toBe('tel:07700900777');
    expect(await rows.first().locator('time').textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/,
    );

    // The bell shows the pending count and opens the callbacks screen on pending requests.
    const bell = page.getByRole('link', { name: /pending callback request/ });
    expect(await bell.getAttribute('aria-label')).toBe(
      `${pending.requests.length} pending callback requests`,
    );
    expect(await page.getByTestId('pending-count').textContent()).toBe(
      String(pending.requests.length),
    );
    await bell.click();
    await page.waitForURL(`${suite.baseUrl}/admin/callbacks?status=pending`);
  });

  it('shows cards instead of a table on a phone, with tap-to-call phones', async () => {
    const { page } = await visit('/admin', 390);
    expect(await page.getByRole('table').count()).toBe(0);
    const cards = page.getByRole('list', { name: 'Recent callback requests' }).locator('> li');
    expect(await cards.count()).toBe(DASHBOARD_RECENT_CALLBACKS);
    expect(await cards.first().getByRole('link').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  });

  it('links to every section', async () => {
    const { page } = await visit('/admin', 1280);
    const manage = page.getByRole('region', { name: 'Manage' });
    for (const [label, path] of SECTIONS) {
      expect(
        await manage.getByRole('link', { name: new RegExp(`^${label}`) }).getAttribute('href'),
      ).toBe(path);
    }
  });
});
