import { type Location, slugify } from '@tow/contracts/location';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '../src/lib/messages.ts';
import { bannerText } from './support/banners.ts';
import { expectAccessible } from './support/checks.ts';
import { describeListScreen } from './support/list-screen.ts';
import { dialogNamed, openEditor, openScreen, rowWith } from './support/screen-parts.ts';
import { consoleSuite } from './support/suite.ts';
import { testRecords } from './support/test-records.ts';

/** The locations screen (spec sections 2-5, 8) in Chromium against the real API. */
const suite = consoleSuite();
const PATH = '/admin/locations';
const locations = testRecords<Location>(suite, 'location', {
  label: 'Loc test',
  defaults: () => ({ description: 'Made by the locations test', sort_order: 500 }),
});
const { uniqueName, all: allLocations, find: findLocation, create: createLocation } = locations;

const visit = (width = 1280) => openScreen(suite, PATH, 'Locations', { width });

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
    const form = dialogNamed(page, 'Add Location');
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
    await rowWith(page, name).waitFor();
    expect(await namesInTable(page)).toEqual(inDisplayOrder(await allLocations()));
  });

  it('lists by sort_order and edits a location (moving it to the top)', async () => {
    const location = await createLocation(uniqueName('to edit'));
    const page = await visit();
    expect(await namesInTable(page)).toEqual(inDisplayOrder(await allLocations()));

    const form = await openEditor(page, location.name, 'Edit Location');
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
    expect(await rowWith(page, location.name).count()).toBe(1);
    await search.fill(location.slug);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);

    await search.fill('qqxxzz nothing matches this');
    await page.getByText(LOCATION_MESSAGES.empty, { exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await search.fill('');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(total);
  });

  it('takes postcode districts as typed (commas, spaces, ranges), names what is not one, and explains a district another area has', async () => {
    suite.allowProblems(/Failed to load resource.*409/);
    const page = await visit();
    const name = uniqueName('Leeds North');
    await page.getByRole('button', { name: 'Add Location' }).click();
    const form = dialogNamed(page, 'Add Location');
    await form.waitFor();
    await form.getByLabel('Name').fill(name);
    const districts = form.getByRole('textbox', { name: 'Postcode districts' });
    await districts.fill('ls6-ls8 ls16, LS6, XX');
    await form.getByText('4 districts: LS6–LS8, LS16.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('"XX" is not a UK postcode district (like B23 or WS1)').first().waitFor();
    expect(await findLocation(name)).toBeUndefined();

    // B23 is the seed's Birmingham: the API's refusal says so.
    await districts.fill('LS6-LS8, LS16, B23');
    await form.getByRole('button', { name: 'Create' }).click();
    await form
      .getByText(
        'B23 is already in Birmingham: a district belongs to one area. Remove it there first, or leave it out here.',
      )
      .first()
      .waitFor();
    expect(await findLocation(name)).toBeUndefined();

    await districts.fill('LS6-LS8, LS16');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await findLocation(name))?.postcode_districts).toEqual(['LS6', 'LS7', 'LS8', 'LS16']);
    await rowWith(page, name).getByText('LS6–LS8, LS16').waitFor();

    await page.getByLabel('Search locations').fill('LS16');
    await rowWith(page, name).waitFor();
    expect(await namesInTable(page)).toEqual([name]);
  });

  it('refuses invalid input (schema and server messages next to the field) and stores nothing', async () => {
    const taken = await createLocation(uniqueName('slug owner'));
    const page = await visit();
    const before = (await allLocations()).length;
    await page.getByRole('button', { name: 'Add Location' }).click();
    const form = dialogNamed(page, 'Add Location');
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
});

describeListScreen(suite, {
  path: PATH,
  heading: 'Locations',
  listName: 'Locations',
  search: 'Search locations',
  messages: LOCATION_MESSAGES,
  add: 'Add Location',
  ...locations.forListScreen,
  activeToggle: true,
});
