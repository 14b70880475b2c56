import { type AdminApi, signInAdmin } from '@tow/e2e/admin-api';
import { axeViolations } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wakeCallbackForm } from './support/open-page.ts';
import { publicList } from './support/public-api.ts';
import { CALLBACK_SUCCESS } from './support/public-routes.ts';
import { visitsSuite } from './support/visits.ts';

/**
 * The public site in real Chromium, as a visitor uses it: menus, answers, the home page's pop-up,
 * videos and callback form (every page's axe check and screenshot: every-page.test.ts).
 */
const { baseUrl, visit, closeAll, cleanVisit } = visitsSuite();
const BADGE = /^(\d+% OFF|£\d+(\.\d\d)? OFF|FREE|FREE SERVICE|SPECIAL OFFER)$/;

async function openDropdown(page: Page, id: 'nav-services' | 'nav-promotions') {
  await page.locator(`button[aria-controls="${id}"]`).click();
  const panel = page.locator(`#${id}`);
  await panel.waitFor({ state: 'visible' });
  return panel;
}

describe('the header menus', () => {
  it('the Services dropdown lists the first 6 services, and Promotions the first 3 with badges', async () => {
    await cleanVisit('/about', 1280, async (visitPage) => {
      const { page } = visitPage;
      const services = await publicList<{ id: number }>(baseUrl, '/services/active', 'services');
      const promotions = await publicList<{ id: number }>(
        baseUrl,
        '/promotions/active',
        'promotions',
      );

      const servicePanel = await openDropdown(page, 'nav-services');
      const serviceLinks = servicePanel.locator('a[href*="#service-"]');
      expect(await serviceLinks.count()).toBe(Math.min(6, services.length));
      expect(await serviceLinks.first().getAttribute('href')).toBe(
        `/services#service-${services[0]?.id}`,
      );
      if (services.length <= 6)
        expect(await servicePanel.getByText(/more services/).count()).toBe(0);

      const promotionPanel = await openDropdown(page, 'nav-promotions');
      expect(await servicePanel.isVisible(), 'only one dropdown open at a time').toBe(false);
      const promotionLinks = promotionPanel.locator('a[href*="#promotion-"]');
      const shown = await promotionLinks.count();
      expect(shown).toBe(Math.min(3, promotions.length));
      for (let i = 0; i < shown; i++) {
        const text = (await promotionLinks.nth(i).innerText()).split('\n').map((t) => t.trim());
        expect(
          text.some((part) => BADGE.test(part)),
          `badge in "${text.join(' | ')}"`,
        ).toBe(true);
      }
      if (promotions.length <= 3) {
        expect(await promotionPanel.getByText(/more promotions/).count()).toBe(0);
      }
    });
  });

  it('an open dropdown closes on a click outside it', async () => {
    await cleanVisit('/faq', 1280, async (visitPage) => {
      const { page } = visitPage;
      const panel = await openDropdown(page, 'nav-services');
      await page.locator('main h1').click();
      await panel.waitFor({ state: 'hidden', timeout: 2000 });
      // The page script follows the popover's toggle event, which comes a task after it closes.
      await expect
        .poll(() =>
          page.locator('button[aria-controls="nav-services"]').getAttribute('aria-expanded'),
        )
        .toBe('false');
    });
  });

  describe('with more services and promotions than the menus hold', () => {
    let admin: AdminApi;
    const created: string[] = [];

    beforeAll(async () => {
      admin = await signInAdmin(baseUrl);
      const services = await publicList(baseUrl, '/services/active', 'services');
      const promotions = await publicList(baseUrl, '/promotions/active', 'promotions');
      // Nine services: more than the home page's 8 and the dropdown's 6.
      for (let i = services.length; i < 9; i++) {
        const { service } = await admin.send<{ service: { id: number } }>('POST', '/services', {
          name: `Test extra service ${i + 1}`,
          icon: 'truck',
          short_description: 'Created by the browser test.',
          description: 'Created by the browser test, deleted after it.',
          features: ['One'],
          is_active: true,
          sort_order: 900 + i,
        });
        created.push(`/services/${service.id}`);
      }
      const today = new Date().toISOString().slice(0, 10);
      const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      for (let i = promotions.length; i < 4; i++) {
        const { promotion } = await admin.send<{ promotion: { id: number } }>(
          'POST',
          '/promotions',
          {
            title: `Test extra promotion ${i + 1}`,
            description: 'Created by the browser test, deleted after it.',
            discount_type: 'percentage',
            discount_value: 5,
            valid_from: today,
            valid_until: later,
            is_active: true,
            applicable_services: [],
          },
        );
        created.push(`/promotions/${promotion.id}`);
      }
    });

    afterAll(async () => {
      for (const path of created) await admin.send('DELETE', path);
    });

    it('the dropdowns show 6 services and 3 promotions, then "View N more..."', async () => {
      const services = await publicList(baseUrl, '/services/active', 'services');
      const promotions = await publicList(baseUrl, '/promotions/active', 'promotions');
      expect(services.length).toBeGreaterThan(6);
      await cleanVisit('/about', 1280, async (visitPage) => {
        const { page } = visitPage;
        const servicePanel = await openDropdown(page, 'nav-services');
        expect(await servicePanel.locator('a[href*="#service-"]').count()).toBe(6);
        await servicePanel.getByText(`View ${services.length - 6} more services...`).waitFor();

        const promotionPanel = await openDropdown(page, 'nav-promotions');
        expect(await promotionPanel.locator('a[href*="#promotion-"]').count()).toBe(3);
        await promotionPanel
          .getByText(`View ${promotions.length - 3} more promotions...`)
          .waitFor();
      });
    });
    it('the home page shows the first 8 services, 3 features each, and "View All N Services"', async () => {
      const services = await publicList(baseUrl, '/services/active', 'services');
      expect(services.length).toBeGreaterThan(8);
      await cleanVisit('/', 1280, async (visitPage) => {
        const { page } = visitPage;
        const section = page.locator('section[aria-labelledby="home-services"]');
        const cards = section.locator('article');
        expect(await cards.count()).toBe(8);
        for (const card of await cards.all()) {
          expect(await card.locator('li').count()).toBeLessThanOrEqual(3);
        }
        await section.getByRole('link', { name: `View All ${services.length} Services` }).waitFor();
      });
    });
  });

  it('the mobile menu at 390 px fills the screen with at most 4 services and 3 promotions', async () => {
    await cleanVisit('/', 390, async (visitPage) => {
      const { page } = visitPage;
      await page.locator('button[aria-controls="mobile-menu"]').click();
      const menu = page.locator('#mobile-menu');
      await menu.waitFor({ state: 'visible' });
      const box = await menu.boundingBox();
      const viewport = page.viewportSize();
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width });
      expect(box?.height ?? 0).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);

      const services = await publicList(baseUrl, '/services/active', 'services');
      const promotions = await publicList(baseUrl, '/promotions/active', 'promotions');
      expect(await menu.locator('a[href*="#service-"]').count()).toBe(Math.min(4, services.length));
      expect(await menu.locator('a[href*="#promotion-"]').count()).toBe(
        Math.min(3, promotions.length),
      );
      expect(await menu.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);

      await menu.getByRole('button', { name: 'Close' }).click();
      await menu.waitFor({ state: 'hidden' });
    });
  });
});

/** Opens question after question; after each click exactly that one answer is open. */
async function expectOneOpenAtATime(page: Page, scope: string, picks: number[]) {
  const questions = page.locator(`${scope} details`);
  expect(await questions.count()).toBeGreaterThan(Math.max(...picks));
  for (const index of picks) {
    const question = questions.nth(index);
    await question.locator('summary').click();
    await expect.poll(() => question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const open = await page.locator(`${scope} details[open]`).count();
    expect(open, `answers open after opening question ${index + 1}`).toBe(1);
  }
}

describe('the home page in the browser', () => {
  it('the home link loads the whole home page: the services are in it at once, no client router', async () => {
    await cleanVisit('/about', 1280, async (visitPage) => {
      const { page } = visitPage;
      await Promise.all([
        page.waitForURL(`${baseUrl}/`, { waitUntil: 'load' }),
        page.getByRole('link', { name: /, home$/ }).click(),
      ]);
      expect(
        await page.locator('section[aria-labelledby="home-services"] article').count(),
      ).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => '__staticRouterHydrationData' in window),
        'no client router on the page',
      ).toBe(false);
    });
  });
});

describe('questions and answers', () => {
  it('the FAQ page keeps one answer open at a time, across categories', async () => {
    await cleanVisit('/faq', 1280, async (visitPage) => {
      await expectOneOpenAtATime(visitPage.page, 'main', [0, 1, 7, 2]);
    });
  });

  it('the home page FAQ keeps one answer open at a time', async () => {
    await cleanVisit('/', 390, async (visitPage) => {
      await expectOneOpenAtATime(visitPage.page, 'main', [0, 3, 5, 1]);
    });
  });
});

describe('the home page emergency pop-up', () => {
  it('appears about 3 seconds after the page opens and closes with its close button', async () => {
    await cleanVisit(
      '/',
      1280,
      async (visitPage) => {
        const { page } = visitPage;
        const popup = page.locator('[role="dialog"]:not(#mobile-menu)');
        await page.clock.fastForward(2_900);
        expect(await popup.isVisible(), 'the pop-up before 3 seconds').toBe(false);
        await page.clock.fastForward(200);
        await popup.waitFor({ state: 'visible', timeout: 10_000 });
        await page.clock.resume(); // axe runs on the page's timers
        expect(await popup.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
        await popup.getByRole('button', { name: 'Close' }).click();
        await popup.waitFor({ state: 'hidden', timeout: 2000 });
        const violations = await axeViolations(page);
        expect(violations, `axe violations:\n${violations.join('\n\n')}`).toEqual([]);
      },
      { stoppedClock: true },
    );
  });
});

describe('the home page background videos', () => {
  it('start once the page is idle, and their button pauses and plays them again', async () => {
    await cleanVisit(
      '/',
      1280,
      async (visitPage) => {
        const { page } = visitPage;
        const frame = page.locator('[data-background-video]').nth(1);
        const button = frame.getByRole('button', { name: 'Pause background video' });
        // They wait 3 seconds after the page is idle: not yet at 2, playing once past (runFor
        // fires the timers set along the way too, as the idle callback sets the 3 seconds').
        await page.clock.runFor(2_000);
        expect(await button.isVisible(), 'the pause button 2 seconds after load').toBe(false);
        await page.clock.runFor(1_500);
        await button.waitFor({ state: 'visible', timeout: 10_000 });
        const video = frame.locator('video');
        await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(false);
        await button.click();
        const play = frame.getByRole('button', { name: 'Play background video' });
        expect(await play.getAttribute('aria-pressed')).toBe('true');
        expect(await video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(true);
        await play.click();
        await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).paused)).toBe(false);
      },
      { stoppedClock: true },
    );
  });
});

let drivers = 0;

async function fillCallbackForm(page: Page, name: string) {
  // A phone of its own: the same phone within 30 minutes joins the first request.
  const phone = `07700 9007${String(++drivers).padStart(2, '0')}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.locator('select[name="location"]').selectOption('Solihull');
  await page.locator('select[name="service_type"]').selectOption('Battery Jump Start');
  await page.locator('textarea[name="message"]').fill('Flat battery on the driveway');
}

async function pendingNames(): Promise<string[]> {
  const admin = await signInAdmin(baseUrl);
  const { requests } = await admin.get<{ requests: { name: string }[] }>(
    '/callback-requests/pending',
  );
  return requests.map((r) => r.name);
}

describe('the callback form', () => {
  it('with JavaScript: shows "Submitting...", then the success message, and empties the form', async () => {
    await cleanVisit('/contact', 1280, async (visitPage) => {
      const { page } = visitPage;
      // Hold the API call back a little so the in-between state can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/callback-requests', async (route) => {
        await held;
        await route.continue();
      });
      const name = `JS Driver ${Date.now()}`;
      await fillCallbackForm(page, name);
      await wakeCallbackForm(page);
      const submit = page.locator('#callback-form button[type="submit"]');
      await submit.click();
      await expect.poll(() => submit.innerText()).toContain('Submitting...');
      expect(await submit.isDisabled()).toBe(true);
      release();
      await page.getByText(CALLBACK_SUCCESS).waitFor({ timeout: 10_000 });
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
        .toBe('');
      expect(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()).toBe('');
      expect(await submit.isDisabled()).toBe(false);
      expect(await pendingNames()).toContain(name);
    });
  });

  it('without JavaScript: the server answers with the success message', async () => {
    const visitPage = await visit('/contact', 390, false);
    try {
      const { page } = visitPage;
      const name = `No-JS Browser Driver ${Date.now()}`;
      await fillCallbackForm(page, name);
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.locator('#callback-form button[type="submit"]').click(),
      ]);
      await page.getByText(CALLBACK_SUCCESS).waitFor({ timeout: 5000 });
      expect(await pendingNames()).toContain(name);
      expect(visitPage.watch.foreignRequests()).toEqual([]);
    } finally {
      await closeAll();
    }
  });
});
