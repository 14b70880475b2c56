import { join } from 'node:path';
import { type Location, slugify } from '@tow/contracts/location';
import { SCREENSHOT_DIR, saveScreenshot } from '@tow/e2e/browser';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteQuestion, LOCATION_MESSAGES } from '../src/lib/messages.ts';
import { bannerText, recordBanners } from './support/banners.ts';
import { expectAccessible, expectNoHorizontalScroll, expectTapTargets } from './support/checks.ts';
import { consoleSuite } from './support/suite.ts';

/** The locations screen (spec sections 2-5, 8) in Chromium against the real API. */
const suite = consoleSuite();
const PATH = '/admin/locations';
/** Every location this file makes is named with this, so afterAll can remove what a failure left. */
const PREFIX = `Loc test ${Date.now().toString(36)}`;

let counter = 0;

afterAll(async () => {
  for (const location of await allLocations()) {
    if (location.name.startsWith(PREFIX))
      await suite.api.send('DELETE', `/locations/${location.id}`);
  }
});

function uniqueName(what: string): string {
  counter += 1;
  return `${PREFIX} ${what} ${counter}`;
}

async function allLocations(): Promise<Location[]> {
  return (await suite.api.get<{ locations: Location[] }>('/locations')).locations;
}

async function findLocation(name: string): Promise<Location | undefined> {
  return (await allLocations()).find((location) => location.name === name);
}

async function createLocation(name: string, extra: Partial<Location> = {}): Promise<Location> {
  const answer = await suite.api.send<{ location: Location }>('POST', '/locations', {
    name,
    description: 'Made by the locations test',
    sort_order: 500,
    ...extra,
  });
  return answer.location;
}

async function visit(width = 1280): Promise<Page> {
  const open = await suite.visit(PATH, { width });
  await open.page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
  await recordBanners(open.page);
  return open.page;
}

/** The table row (desktop) holding this location's name. */
function row(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** The names in the table, top to bottom. */
async function namesInTable(page: Page): Promise<string[]> {
  return page.locator('tbody tr td:nth-child(2) > span > span:first-child').allTextContents();
}

/** The API's locations in the order the screen must show them (spec section 2: by sort_order). */
function inDisplayOrder(locations: Location[]): string[] {
  return [...locations]
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'en-GB'))
    .map((location) => location.name);
}

describe('locations screen', () => {
  it('creates a location: slug optional (made from the name), sort order defaults to the count', async () => {
    const page = await visit();
    const name = uniqueName('Created Área');
    const count = (await allLocations()).length;
    await page.getByRole('button', { name: 'Add Location' }).click();
    const form = dialog(page, 'Add Location');
    await form.waitFor();
    expect(await form.getByLabel('Sort order').inputValue()).toBe(String(count));
    expect(await form.getByLabel('Active (shown on the website)').isChecked()).toBe(true);
    await form.getByLabel('Name').fill(name);
    // The slug field suggests what the API will make of the name.
    expect(await form.getByLabel('Slug').getAttribute('placeholder')).toBe(slugify(name));
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('North of the city');
    await expectAccessible(page, 'the Add Location modal');
    await form.getByRole('button', { name: 'Create' }).click();

    await form.waitFor({ state: 'detached' });
    expect(await bannerText(page)).toBe('Location created successfully');
    const saved = await findLocation(name);
    expect(saved).toMatchObject({
      slug: slugify(name),
      description: 'North of the city',
      is_active: true,
      sort_order: count,
    });
    await row(page, name).waitFor();
    expect(await namesInTable(page)).toEqual(inDisplayOrder(await allLocations()));
  });

  it('lists by sort_order and edits a location (moving it to the top)', async () => {
    const location = await createLocation(uniqueName('to edit'));
    const page = await visit();
    expect(await namesInTable(page)).toEqual(inDisplayOrder(await allLocations()));

    await row(page, location.name)
      .getByRole('button', { name: `Edit ${location.name}` })
      .click();
    const form = dialog(page, 'Edit Location');
    await form.waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe(location.name);
    expect(await form.getByLabel('Slug').inputValue()).toBe(location.slug);
    expect(await form.getByLabel('Sort order').inputValue()).toBe('500');
    const slug = `${location.slug}-moved`;
    await form.getByLabel('Slug').fill(slug);
    await form.getByLabel('Sort order').fill('0');
    await form.getByRole('button', { name: 'Update' }).click();

    await form.waitFor({ state: 'detached' });
    expect(await bannerText(page)).toBe('Location updated successfully');
    expect(await findLocation(location.name)).toMatchObject({ slug, sort_order: 0 });
    await expect.poll(() => namesInTable(page)).toEqual(inDisplayOrder(await allLocations()));
    const firstOrder = Math.min(...(await allLocations()).map((l) => l.sort_order));
    expect(firstOrder).toBe(0);
  });

  it('toggles is_active inline, sending the whole record, with the spec messages', async () => {
    const location = await createLocation(uniqueName('to toggle'));
    const page = await visit();
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') bodies.push(request.postDataJSON());
    });
    await row(page, location.name)
      .getByRole('button', { name: `Deactivate ${location.name}` })
      .click();
    expect(await bannerText(page)).toBe(LOCATION_MESSAGES.deactivated);
    await row(page, location.name)
      .getByRole('button', { name: `Activate ${location.name}` })
      .waitFor();
    const off = await findLocation(location.name);
    expect({ ...off, updated_at: '' }).toEqual({ ...location, is_active: false, updated_at: '' });
    expect(bodies[0]).toMatchObject({ ...location, is_active: false });

    await row(page, location.name)
      .getByRole('button', { name: `Activate ${location.name}` })
      .click();
    expect(await bannerText(page)).toBe(LOCATION_MESSAGES.activated);
    await expect.poll(async () => (await findLocation(location.name))?.is_active).toBe(true);
  });

  it('says "Failed to update location status" when the toggle fails', async () => {
    const location = await createLocation(uniqueName('toggle fails'));
    const page = await visit();
    suite.allowProblems(/Failed to load resource.*500/);
    await page.route(`**/api/locations/${location.id}`, (route) =>
      route.fulfill({ status: 500, json: { success: false } }),
    );
    await row(page, location.name)
      .getByRole('button', { name: `Deactivate ${location.name}` })
      .click();
    expect(await bannerText(page)).toBe(LOCATION_MESSAGES.statusFailed);
    expect((await findLocation(location.name))?.is_active).toBe(true);
  });

  it('searches by name, slug and description; nonsense shows "No locations found"', async () => {
    const location = await createLocation(uniqueName('searchable'), {
      description: 'Quokka valley ring road',
    });
    const page = await visit();
    const total = (await allLocations()).length;
    expect(await page.locator('tbody tr').count()).toBe(total);
    const search = page.getByLabel('Search locations');
    await search.fill('quokka RING');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row(page, location.name).count()).toBe(1);
    await search.fill(location.slug);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    await search.fill('qqxxzz nothing matches this');
    await page.getByText(LOCATION_MESSAGES.empty, { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await search.fill('');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(total);
  });

  it('deletes after the confirm dialog; Cancel keeps the location', async () => {
    const location = await createLocation(uniqueName('to delete'));
    const page = await visit();
    const deleteButton = row(page, location.name).getByRole('button', {
      name: `Delete ${location.name}`,
    });
    await deleteButton.click();
    const confirm = dialog(page, deleteQuestion('location'));
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Are you sure you want to delete this location?');
    expect(await confirm.textContent()).toContain(location.name);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await findLocation(location.name)).toBeDefined();

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await bannerText(page)).toBe(LOCATION_MESSAGES.deleted);
    await row(page, location.name).waitFor({ state: 'detached' });
    expect(await findLocation(location.name)).toBeUndefined();
  });

  it('says "Failed to delete location" when the delete fails, and keeps it', async () => {
    const location = await createLocation(uniqueName('delete fails'));
    const page = await visit();
    suite.allowProblems(/Failed to load resource.*500/);
    await page.route(`**/api/locations/${location.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { success: false } })
        : route.continue(),
    );
    await row(page, location.name)
      .getByRole('button', { name: `Delete ${location.name}` })
      .click();
    await dialog(page, deleteQuestion('location')).getByRole('button', { name: 'Delete' }).click();
    expect(await bannerText(page)).toBe(LOCATION_MESSAGES.deleteFailed);
    expect(await findLocation(location.name)).toBeDefined();
  });

  it('refuses invalid input (schema and server messages next to the field) and stores nothing', async () => {
    const taken = await createLocation(uniqueName('slug owner'));
    const page = await visit();
    const before = (await allLocations()).length;
    await page.getByRole('button', { name: 'Add Location' }).click();
    const form = dialog(page, 'Add Location');
    const alertText = () => form.getByRole('alert').first().textContent();

    // The schema, before sending: a name of spaces, then a slug with capitals and spaces.
    await form.getByLabel('Name').fill('   ');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(alertText).toBe('Name is required');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');

    const name = uniqueName('refused');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Slug').fill('Not A Slug');
    await form.getByRole('button', { name: 'Create' }).click();
    const slugRule = 'Slug may contain only lowercase letters, digits and single hyphens';
    await expect.poll(alertText).toBe(slugRule);
    expect(await form.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();

    // The server: a slug already taken (409 with errors.slug).
    suite.allowProblems(/Failed to load resource.*409/);
    await form.getByLabel('Slug').fill(taken.slug);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect.poll(alertText).toBe('A location with this slug already exists');
    expect(await form.getByText('A location with this slug already exists').count()).toBe(2);
    expect(await form.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');

    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await allLocations()).length).toBe(before);
    expect(await findLocation(name)).toBeUndefined();
  });

  it('shows "Failed to fetch locations" when the list cannot load', async () => {
    const open = await suite.visit('/admin');
    suite.allowProblems(/Failed to load resource.*500/);
    await open.page.route('**/api/locations', (route) =>
      route.fulfill({ status: 500, json: { success: false } }),
    );
    await open.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Locations', exact: true })
      .click();
    await open.page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    await expect
      .poll(() =>
        open.page.getByRole('alert').filter({ hasText: LOCATION_MESSAGES.loadFailed }).count(),
      )
      .toBe(1);
  });
});

describe.each([390, 1280] as const)('at %i px', (width) => {
  it('passes axe, has no horizontal scroll, 44 px tap targets, screenshot', async () => {
    const location = await createLocation(uniqueName(`layout ${width}`));
    const page = await visit(width);
    if (width < 768) {
      expect(await page.getByRole('table').count()).toBe(0);
      const card = page
        .getByRole('list', { name: 'Locations' })
        .locator('> li')
        .filter({ hasText: location.name });
      expect(await card.getByRole('button').count()).toBe(3);
    } else {
      await row(page, location.name).waitFor();
    }
    await expectAccessible(page, `locations at ${width}px`);
    await expectNoHorizontalScroll(page);
    await expectTapTargets(page);
    await saveScreenshot(page, PATH, width);

    await page.getByRole('button', { name: 'Add Location' }).click();
    await dialog(page, 'Add Location').waitFor();
    await expectAccessible(page, `the Add Location modal at ${width}px`);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `admin-locations-form-${width}.png`),
      animations: 'disabled',
    });
  });
});
