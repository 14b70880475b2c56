import type { Promotion } from '@tow/contracts/promotion';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROMOTION_MESSAGES } from '../src/lib/messages.ts';
import { expectAccessible } from './support/checks.ts';
import { FAILED_CALL } from './support/failed-calls.ts';
import { describeListScreen } from './support/list-screen.ts';
import { openEditor, rowWith } from './support/screen-parts.ts';
import { consoleSuite } from './support/suite.ts';
import { testRecords } from './support/test-records.ts';

/** The promotions screen (spec sections 2, 4, 5, 8, 9) against the real API, in Chromium. */
const suite = consoleSuite();
const promotions = testRecords<Promotion, 'title'>(suite, 'promotion', {
  label: 'PromoTest',
  key: 'title',
  defaults: () => ({
    description: 'Made by the promotions test',
    discount_type: 'percentage',
    discount_value: 10,
    code: null,
    valid_from: isoDay(-1),
    valid_until: isoDay(30),
    is_active: true,
    applicable_services: [],
  }),
});
const { prefix: PREFIX, all: allPromotions, find: findPromotion } = promotions;
const createViaApi = ({ title, ...rest }: Partial<Promotion> & { title: string }) =>
  promotions.create(title, rest);

async function visit(width = 1280) {
  const open = await suite.visit('/admin/promotions', { width });
  await open.page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
  return open.page;
}

/** Today plus n days, `YYYY-MM-DD` in UK time (as the console computes it). */
function isoDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function expectBanner(page: Page, message: string) {
  await page.getByTestId('status-banner').getByText(message, { exact: true }).waitFor();
}

/** A field's message under it in the modal (the fields' error paragraphs end their id in -error). */
function fieldError(modal: Locator, text: string): Locator {
  return modal.locator('[id$="-error"]').filter({ hasText: text });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search promotions').fill(text);
}

describe('promotions screen', () => {
  it('creates a promotion with the spec defaults, then edits it to a free one', async () => {
    const page = await visit();
    const services = (await suite.api.get<{ services: { name: string }[] }>('/services')).services;
    expect(services.length).toBeGreaterThan(0);
    const title = `${PREFIX} create`;

    await page.getByRole('button', { name: 'Add Promotion' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Promotion' });
    await modal.waitFor();
    // Defaults of spec section 5: today to one month later, percentage.
    const today = isoDay(0);
    expect(await modal.getByLabel('Valid from').inputValue()).toBe(today);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const nextMonth = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1));
    const lastDay = new Date(
      Date.UTC(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1, 0),
    ).getUTCDate();
    nextMonth.setUTCDate(Math.min(d, lastDay));
    expect(await modal.getByLabel('Valid until').inputValue()).toBe(
      nextMonth.toISOString().slice(0, 10),
    );
    expect(await modal.getByLabel('Discount type').inputValue()).toBe('percentage');
    expect(await modal.getByLabel('Discount type').locator('option').allTextContents()).toEqual([
      'Percentage (%)',
      'Fixed Amount (£)',
      'Free Service',
    ]);
    // The discount value is hidden for a free service.
    await modal.getByLabel('Discount type').selectOption('free');
    expect(await modal.getByLabel(/Discount value/).count()).toBe(0);
    await modal.getByLabel('Discount type').selectOption('fixed');
    expect(await modal.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    await expectAccessible(page, 'the open promotion form');

    await modal.getByLabel('Title').fill(title);
    await modal.getByLabel('Description').fill('£12.50 off any recovery this month');
    await modal.getByLabel('Discount value (£)').fill('12.5');
    await modal.getByLabel('Promo code').fill('SAVE12');
    await modal.getByLabel(services[0]?.name ?? '', { exact: true }).check();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expectBanner(page, 'Promotion created successfully');
    await modal.waitFor({ state: 'hidden' });

    const created = await findPromotion(title);
    expect(created).toMatchObject({
      discount_type: 'fixed',
      discount_value: 12.5,
      code: 'SAVE12',
      valid_from: today,
      is_active: true,
      applicable_services: [services[0]?.name],
    });
    // Money in pounds, dates en-GB.
    await search(page, title);
    const line = rowWith(page, title);
    expect(await line.getByText('£12.50 OFF', { exact: true }).count()).toBe(1);
    expect(await line.locator('time').first().textContent()).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );

    // Edit: the type becomes free, so the value is sent as null.
    await line.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Promotion' });
    expect(await edit.getByLabel('Title').inputValue()).toBe(title);
    expect(await edit.getByLabel('Discount value (£)').inputValue()).toBe('12.5');
    await edit.getByLabel('Discount type').selectOption('free');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expectBanner(page, 'Promotion updated successfully');
    expect(await findPromotion(title)).toMatchObject({
      id: created?.id,
      discount_type: 'free',
      discount_value: null,
      code: 'SAVE12',
    });
    // The list is read again after the save: the row changes a moment after the banner.
    await expect
      .poll(() => rowWith(page, title).getByText('FREE', { exact: true }).count())
      .toBe(1);
  });

  it('shows the Expired, Expiring Soon and Inactive flags', async () => {
    const expired = await createViaApi({
      title: `${PREFIX} expired`,
      valid_from: isoDay(-30),
      valid_until: isoDay(-1),
    });
    const soon = await createViaApi({ title: `${PREFIX} soon`, valid_until: isoDay(3) });
    const inactive = await createViaApi({ title: `${PREFIX} inactive`, is_active: false });
    const page = await visit();
    await search(page, PREFIX);
    const flags = async (title: string) =>
      (await rowWith(page, title).locator('td').nth(5).textContent())?.trim();
    expect(await flags(expired.title)).toBe('Expired');
    expect(await flags(soon.title)).toBe('Expiring Soon');
    expect(await flags(inactive.title)).toBe('Inactive');
    expect(await rowWith(page, expired.title).getByText('10% OFF').count()).toBe(1);
  });

  it('searches, and says "No promotions found" when nothing matches', async () => {
    const title = `${PREFIX} search Zebrafinch`;
    await createViaApi({ title, code: 'ZEBRA' });
    const page = await visit();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(1);
    await search(page, 'zebrafinch');
    expect(await page.locator('tbody tr').count()).toBe(1);
    await search(page, 'zebra');
    expect(await rowWith(page, title).count()).toBe(1);
    await search(page, 'qqq-nothing-like-this');
    await page.getByText('No promotions found', { exact: true }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
  });

  it('refuses an invalid form with the messages next to the fields and stores nothing', async () => {
    const page = await visit();
    const before = (await allPromotions()).length;
    await page.getByRole('button', { name: 'Add Promotion' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Promotion' });
    // Spaces pass the browser's required check but not the API's rules (checked before sending).
    await modal.getByLabel('Title').fill('   ');
    await modal.getByLabel('Description').fill('Bad dates');
    await modal.getByLabel('Discount value (%)').fill('10');
    await modal.getByLabel('Valid from').fill(isoDay(10));
    await modal.getByLabel('Valid until').fill(isoDay(5));
    await modal.getByRole('button', { name: 'Create' }).click();
    // Each message sits under its field (after a visually hidden "Error: ").
    await fieldError(modal, 'Title is required').waitFor();
    await fieldError(modal, 'Valid until cannot be before valid from').waitFor();
    // The red box reads the first message, as for a refusal by the server.
    await modal.getByRole('alert').getByText('Title is required', { exact: true }).waitFor();
    expect(await modal.getByLabel('Valid until').getAttribute('aria-invalid')).toBe('true');
    expect((await allPromotions()).length).toBe(before);

    // The server's message and field errors are shown as sent (here a refusal staged in the
    // browser, as no valid form breaks the API's own rules).
    suite.allowProblems(FAILED_CALL);
    await page.route('**/api/promotions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              message: 'The given data was invalid.',
              errors: { code: ['This code is already used'] },
            }),
          })
        : route.fallback(),
    );
    await modal.getByLabel('Title').fill(`${PREFIX} refused`);
    await modal.getByLabel('Valid until').fill(isoDay(20));
    await modal.getByRole('button', { name: 'Create' }).click();
    await modal.getByRole('alert').getByText('The given data was invalid.').waitFor();
    await fieldError(modal, 'This code is already used').waitFor();
    expect(await fieldError(modal, 'Title is required').count()).toBe(0);
    expect(await findPromotion(`${PREFIX} refused`)).toBeUndefined();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('a save failure without a server message reads "An error occurred"', async () => {
    const title = `${PREFIX} save fails`;
    await createViaApi({ title });
    const page = await visit();
    suite.allowProblems(FAILED_CALL);
    await search(page, title);
    await page.route('**/api/promotions/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    const edit = await openEditor(page, title, 'Edit Promotion');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.getByRole('alert').getByText('An error occurred', { exact: true }).waitFor();
  });
});

describeListScreen(suite, {
  path: '/admin/promotions',
  heading: 'Promotions',
  listName: 'Promotions',
  search: 'Search promotions',
  api: '/promotions',
  messages: PROMOTION_MESSAGES,
  add: 'Add Promotion',
  create: (what) => createViaApi({ title: `${PREFIX} ${what}`, code: 'LOOK' }),
  find: (promotion) => findPromotion(promotion.title),
  label: (promotion) => promotion.title,
  activeToggle: true,
  tapTargets: { selector: 'main a[href], main button, main input', heightOnly: true },
});
