import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BusinessProfile } from '@tow/contracts/business-profile';
import { DEMO_SITE_NAME, DEMO_SITE_PHONE } from '@tow/contracts/constants';
import { axeViolations, SCREENSHOT_DIR } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannerText } from './support/banners.ts';
import { expectNoHorizontalScroll } from './support/checks.ts';
import { openScreen } from './support/screen-parts.ts';
import { consoleSuite } from './support/suite.ts';
import { inviteMember } from './support/team.ts';

/**
 * The business profile screen, and the owner's change reaching every public page of the running
 * product without a restart. A product of the file's own: the name and number it changes would
 * otherwise reach the other files of its slot.
 */
const suite = consoleSuite({ productEnv: async () => ({}) });
const PATH = '/admin/business-profile';
const NEW_NAME = 'Aire Valley Recovery';
const NEW_PHONE = '0113 496 0123';

/** Every kind of public page: each one's header, footer, buttons and structured data. */
const PUBLIC_PATHS = [
  '/',
  '/services',
  '/about',
  '/reviews',
  '/faq',
  '/promotions',
  '/contact',
  '/areas/birmingham',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/no-such-page',
];

const digits = (text: string) => text.replace(/\D/g, '');

/** What a public page shows of the company: its header and footer names, call links, JSON-LD. */
async function companyOn(page: Page) {
  return page.evaluate(() => {
    const business = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .flatMap((script) => {
        const data = JSON.parse(script.textContent ?? 'null');
        return Array.isArray(data) ? data : [data];
      })
      .find((data) => Array.isArray(data?.['@type']) && data['@type'].includes('LocalBusiness'));
    return {
      header: document.querySelector('header')?.textContent ?? '',
      footer: document.querySelector('footer')?.textContent ?? '',
      body: document.body.textContent ?? '',
      telLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map(
        (a) => a.getAttribute('href') ?? '',
      ),
      jsonLd: business ? { name: business.name, telephone: business.telephone } : null,
    };
  });
}

async function publicPage(path: string, width: number): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${suite.baseUrl}${path}`, { waitUntil: 'load' });
  return page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

describe('business profile screen', () => {
  it('is for owners: staff who open it are told so, and it is not in their menu', async () => {
    const staff = await inviteMember(suite, {
      name: 'Sam Staff',
      email: 'sam.profile@example.com',
      role: 'staff',
    });
    const open = await suite.visit(PATH, { session: staff.session });
    await open.page.getByText('Only an owner can change the business profile').waitFor();
    expect(await open.page.getByRole('link', { name: 'Business profile' }).count()).toBe(0);
  });

  it('shows the profile in its sections with a preview, and says inline what is wrong', async () => {
    for (const width of [1280, 390]) {
      const page = await openScreen(suite, PATH, 'Business profile', { width });
      for (const legend of ['Contact', 'Address', 'Opening hours', 'Rating and history', 'Links']) {
        await page.getByRole('group', { name: legend }).waitFor();
      }
      expect(await page.getByLabel('Company name').inputValue()).toBe(DEMO_SITE_NAME);
      expect(await page.getByLabel('WhatsApp number').inputValue()).toBe('07700 900123');
      expect(await page.getByLabel('Google rating').inputValue()).toBe('5.0');
      expect(await page.getByLabel('Year established').inputValue()).toBe('2021');
      expect(await page.getByTestId('preview-header').textContent()).toContain(DEMO_SITE_NAME);

      const phone = page.getByLabel('24/7 phone number');
      await phone.fill('12345');
      await phone.blur();
      await page.getByText('Enter a UK phone number, for example 07700 900123').waitFor();
      const postcode = page.getByLabel('Postcode');
      await postcode.fill('NOT A CODE');
      await postcode.blur();
      await page.getByText('Enter a UK postcode, for example B23 6AB').waitFor();
      await page.getByLabel('Facebook page').fill('https://example.com/us');
      await page.getByLabel('Facebook page').blur();
      await page.getByText('Facebook must be a link to facebook.com').waitFor();
      const rating = page.getByLabel('Google rating');
      await rating.fill('5.5');
      await rating.blur();
      await page.getByText('Enter the Google rating with one decimal, from 1.0 to 5.0').waitFor();
      // Fixed: the message goes as soon as what is typed is right.
      await phone.fill(DEMO_SITE_PHONE);
      await page.getByText('Enter a UK phone number').waitFor({ state: 'detached' });

      expect(await axeViolations(page)).toEqual([]);
      await expectNoHorizontalScroll(page);
      await screenshot(page, `business-profile-${width}`);
    }
  });

  describe('a new name and number, seen on every public page without a restart', () => {
    it('before: every page names the demo company and dials its number', async () => {
      for (const width of [390, 1280]) {
        const page = await publicPage('/', width);
        const shown = await companyOn(page);
        expect(shown.header).toContain(DEMO_SITE_NAME);
        expect(shown.jsonLd).toEqual({ name: DEMO_SITE_NAME, telephone: DEMO_SITE_PHONE });
        await screenshot(page, `profile-home-before-${width}`);
        await page.context().close();
      }
    });

    it('the owner saves a new name, number and address in the console', async () => {
      const page = await openScreen(suite, PATH, 'Business profile', { width: 1280 });
      await page.getByLabel('Company name').fill(NEW_NAME);
      await page.getByLabel('24/7 phone number').fill(NEW_PHONE);
      await page.getByLabel('Street').fill('12 Kirkstall Road');
      await page.getByLabel('Town or city').fill('Leeds');
      await page.getByLabel('Postcode').fill('ls3 1ab');
      expect(await page.getByTestId('preview-header').textContent()).toContain(NEW_NAME);
      expect(await page.getByTestId('preview-footer').textContent()).toContain(
        '12 Kirkstall Road, Leeds LS3 1AB',
      );
      await page.getByRole('button', { name: 'Save profile' }).click();
      expect(await bannerText(page)).toBe('Business profile saved');
      // As stored: the postcode as Royal Mail writes it.
      expect(await page.getByLabel('Postcode').inputValue()).toBe('LS3 1AB');
      const stored = await suite.api.get<{ profile: BusinessProfile }>('/business-profile');
      expect(stored.profile).toMatchObject({ name: NEW_NAME, phone: NEW_PHONE });
    });

    for (const width of [390, 1280]) {
      it(`after, at ${width} px: header, footer, call buttons and JSON-LD of every page`, async () => {
        for (const path of PUBLIC_PATHS) {
          const page = await publicPage(path, width);
          // The page cache follows the content version: the change is there on the next visit.
          const shown = await companyOn(page);
          expect(shown.header, path).toContain(NEW_NAME);
          expect(shown.footer, path).toContain(NEW_NAME);
          expect(shown.footer, path).toContain('12 Kirkstall Road, Leeds LS3 1AB');
          expect(shown.body, path).not.toContain(DEMO_SITE_NAME);
          expect(shown.body, path).not.toContain(DEMO_SITE_PHONE);
          expect(shown.telLinks.length, path).toBeGreaterThan(0);
          // Every call link dials the new number, but the one for the emergency services (999).
          for (const href of shown.telLinks.filter((link) => digits(link) !== '999'))
            expect(digits(href), path).toMatch(/1134960123$/);
          expect(shown.jsonLd, path).toEqual({ name: NEW_NAME, telephone: NEW_PHONE });
          if (path === '/') await screenshot(page, `profile-home-after-${width}`);
          await page.context().close();
        }
      });
    }

    it('the change is in the activity log, by name', async () => {
      const { events } = await suite.api.get<{
        events: { entity: string; changes: Record<string, { after: unknown }> }[];
      }>('/audit-events?entity=business_profile');
      expect(events[0]?.changes.name?.after).toBe(NEW_NAME);
      expect(events[0]?.changes.phone?.after).toBe(NEW_PHONE);
    });
  });
});
