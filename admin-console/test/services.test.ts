import { join } from 'node:path';
import { SERVICE_ICONS } from '@tow/contracts/constants';
import type { Service } from '@tow/contracts/service';
import { SCREENSHOT_DIR } from '@tow/e2e/browser';
import { describe, expect, it } from 'vitest';
import { BANNER_TIMEOUT_MS } from '../src/constants.ts';
import { SERVICE_MESSAGES } from '../src/lib/messages.ts';
import { bannerText } from './support/banners.ts';
import { expectAccessible } from './support/checks.ts';
import { describeListScreen } from './support/list-screen.ts';
import { dialogNamed, openEditor, openScreen, rowWith } from './support/screen-parts.ts';
import { consoleSuite } from './support/suite.ts';
import { testRecords } from './support/test-records.ts';

/** The services screen (spec sections 2-5, 8) in Chromium against the real API. */
const suite = consoleSuite();
const PATH = '/admin/services';
const services = testRecords<Service>(suite, 'service', {
  label: 'Svc test',
  defaults: () => ({
    icon: 'battery-jump-start',
    short_description: 'Made by the services test',
    description: 'A service the services test makes and removes.',
    features: ['First feature', 'Second feature'],
    price_from: 35,
    price_text: 'Call for a quote',
    sort_order: 90,
  }),
});
const { uniqueName, all: allServices, find: findService, create: createService } = services;

/** The services screen; `fresh`: in a context of its own, so a fake clock reaches no later test. */
const visit = (width = 1280, { fresh = false } = {}) =>
  openScreen(suite, PATH, 'Services', { width, fresh });

describe('services screen', () => {
  it('creates a service: icon list, feature rows (one kept, empty dropped), price as a number', async () => {
    const page = await visit();
    const name = uniqueName('created');
    await page.getByRole('button', { name: 'Add Service' }).click();
    const form = dialogNamed(page, 'Add Service');
    await form.waitFor();

    // The icon option list is the spec's, truck by default.
    const icon = form.getByLabel('Icon');
    expect(
      await icon
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual([...SERVICE_ICONS]);
    expect(await icon.inputValue()).toBe('truck');
    expect(
      await icon
        .locator('optgroup')
        .evaluateAll((groups) => groups.map((g) => g.getAttribute('label'))),
    ).toEqual(['Service icons', 'Legacy icons']);
    // Active by default; one feature row, which cannot be removed.
    expect(await form.getByLabel('Active (shown on the website)').isChecked()).toBe(true);
    expect(await form.getByLabel(/^Feature \d+$/).count()).toBe(1);
    expect(await form.getByRole('button', { name: /^Remove feature/ }).count()).toBe(0);

    await form.getByLabel('Name').fill(name);
    await icon.selectOption('recovery-truck');
    await form.getByLabel('Short description').fill('Short text of the created service');
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Long text of the created service');
    await form.getByRole('button', { name: 'Add feature' }).click();
    await form.getByRole('button', { name: 'Add feature' }).click();
    await form.getByLabel('Feature 1').fill('Flatbed transport');
    await form.getByLabel('Feature 3').fill('  Nationwide  ');
    await form.getByLabel('Price from (£)').fill('49.5');
    await form.getByLabel('Price text').fill('Call for a quote');
    await expectAccessible(page, 'the Add Service modal');
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'admin-services-form-1280.png'),
      animations: 'disabled',
    });
    await form.getByRole('button', { name: 'Create' }).click();

    await form.waitFor({ state: 'detached' });
    expect(await bannerText(page)).toBe('Service created successfully');
    const saved = await findService(name);
    expect(saved).toMatchObject({
      icon: 'recovery-truck',
      short_description: 'Short text of the created service',
      description: 'Long text of the created service',
      features: ['Flatbed transport', 'Nationwide'],
      price_from: 49.5,
      price_text: 'Call for a quote',
      is_active: true,
      sort_order: 0,
      meta_title: null,
      meta_description: null,
    });
    await rowWith(page, name).waitFor();
    expect(await rowWith(page, name).locator('td').nth(1).innerText()).toBe(
      'From £49.50\nCall for a quote',
    );
  });

  it('edits a service: the form is filled, an empty price becomes null, a removed feature goes', async () => {
    const service = await createService(uniqueName('to edit'));
    const page = await visit();
    const form = await openEditor(page, service.name, 'Edit Service');
    expect(await form.getByLabel('Name').inputValue()).toBe(service.name);
    expect(await form.getByLabel('Icon').inputValue()).toBe('battery-jump-start');
    expect(await form.getByLabel('Feature 1').inputValue()).toBe('First feature');
    expect(await form.getByLabel('Feature 2').inputValue()).toBe('Second feature');
    expect(await form.getByLabel('Price from (£)').inputValue()).toBe('35');
    expect(await form.getByLabel('Sort order').inputValue()).toBe('90');

    const renamed = `${service.name} renamed`;
    await form.getByLabel('Name').fill(renamed);
    await form.getByRole('button', { name: 'Remove feature 1' }).click();
    expect(await form.getByLabel('Feature 1').inputValue()).toBe('Second feature');
    // The last row stays: no Remove button on it.
    expect(await form.getByRole('button', { name: /^Remove feature/ }).count()).toBe(0);
    await form.getByLabel('Price from (£)').fill('');
    await form.getByRole('button', { name: 'Update' }).click();

    await form.waitFor({ state: 'detached' });
    expect(await bannerText(page)).toBe('Service updated successfully');
    const saved = (await allServices()).find((s) => s.id === service.id);
    expect(saved).toMatchObject({
      name: renamed,
      features: ['Second feature'],
      price_from: null,
      price_text: 'Call for a quote',
      sort_order: 90,
    });
    await rowWith(page, renamed).waitFor();
  });

  it('searches by name and text; nonsense shows no rows and no invented empty text', async () => {
    const service = await createService(uniqueName('searchable'), {
      features: ['Zebra crossing winch'],
    });
    const page = await visit();
    const total = (await allServices()).length;
    expect(await page.locator('tbody tr').count()).toBe(total);

    const search = page.getByLabel('Search services');
    await search.fill(service.name.toUpperCase());
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await search.fill('zebra WINCH');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await rowWith(page, service.name).count()).toBe(1);

    await search.fill('qqxxzz nothing matches this');
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    // The spec gives no empty-state text for services (section 2), so none is made up.
    expect(await page.getByText(/no services/i).count()).toBe(0);
    await search.fill('');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(total);
  });

  it('refuses an invalid service with the schema message next to the field, and stores nothing', async () => {
    const page = await visit();
    const before = (await allServices()).length;
    await page.getByRole('button', { name: 'Add Service' }).click();
    const form = dialogNamed(page, 'Add Service');
    // Spaces pass the browser's `required` but not the API's schema (trimmed, at least 1).
    await form.getByLabel('Name').fill('   ');
    await form.getByLabel('Short description').fill('Never stored');
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Never stored');
    await form.getByRole('button', { name: 'Create' }).click();

    expect(await form.getByRole('alert').first().textContent()).toBe('Name is required');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Name is required').count()).toBe(2); // the box and the field
    expect((await allServices()).length).toBe(before);

    // A server refusal shows the server's message the same way (here, its 422 mocked).
    suite.allowProblems(/Failed to load resource.*422/);
    await page.route('**/api/services', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: {
              success: false,
              message: 'Short description is too salty',
              errors: { short_description: ['Short description is too salty'] },
            },
          })
        : route.continue(),
    );
    await form.getByLabel('Name').fill(uniqueName('refused'));
    await form.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(async () => form.getByRole('alert').first().textContent())
      .toBe('Short description is too salty');
    expect(await form.getByLabel('Short description').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();

    // No message from the server: "An error occurred".
    suite.allowProblems(/Failed to load resource.*(422|500)/);
    await page.unrouteAll();
    await page.route('**/api/services', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'oops' })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Create' }).click();
    await expect
      .poll(async () => form.getByRole('alert').first().textContent())
      .toBe('An error occurred');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await allServices()).length).toBe(before);
  });

  it('hides the banner after 5 seconds', async () => {
    const service = await createService(uniqueName('banner'));
    const page = await visit(1280, { fresh: true });
    // Paused, so no time passes while a busy machine clicks and looks: the banner's timer, set
    // after this, moves only when told.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 10_000);
    await rowWith(page, service.name)
      .getByRole('button', { name: `Deactivate ${service.name}` })
      .click();
    const banner = page.getByTestId('status-banner');
    await banner.waitFor({ state: 'visible' });
    await page.mouse.move(0, 0); // the countdown pauses while the pointer is on the banner
    // The page's clock, moved on: still there a second before the end, gone a second after.
    await page.clock.fastForward(BANNER_TIMEOUT_MS - 1_000);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.fastForward(2_000);
    await banner.waitFor({ state: 'detached' });
  });

  it('a change made in the console shows on the public site', async () => {
    const service = await createService(uniqueName('public before'));
    const page = await visit();
    const renamed = uniqueName('public after');
    const before = await (await fetch(`${suite.baseUrl}/services`)).text();
    expect(before).toContain(service.name);
    expect(before).not.toContain(renamed);

    const form = await openEditor(page, service.name, 'Edit Service');
    await form.getByLabel('Name').fill(renamed);
    await form.getByRole('button', { name: 'Update' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await bannerText(page)).toBe('Service updated successfully');

    const after = await (await fetch(`${suite.baseUrl}/services`)).text();
    expect(after).toContain(renamed);
    expect(after).not.toContain(service.name);

    // Deactivated in the console: gone from the public page.
    await rowWith(page, renamed)
      .getByRole('button', { name: `Deactivate ${renamed}` })
      .click();
    expect(await bannerText(page)).toBe(SERVICE_MESSAGES.deactivated);
    expect(await (await fetch(`${suite.baseUrl}/services`)).text()).not.toContain(renamed);
  });
});

describeListScreen(suite, {
  path: PATH,
  heading: 'Services',
  listName: 'Services',
  search: 'Search services',
  messages: SERVICE_MESSAGES,
  add: 'Add Service',
  ...services.forListScreen,
  activeToggle: true,
});
