import type { Media } from '@tow/contracts/media';
import { saveScreenshot } from '@tow/e2e/browser';
import { makeTestPhoto } from '@tow/e2e/test-photo';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannerText } from './support/banners.ts';
import { uploadInMediaScreen } from './support/media-upload.ts';
import { dialogNamed, openScreen } from './support/screen-parts.ts';
import { consoleSuite } from './support/suite.ts';

/**
 * The demo turned into a towing company in another city by its owner, through the console only:
 * its profile and area covered, its areas by postcode, its own hero photo and words, and the
 * demo's requests, reviews and offers removed; then the public site as a driver in Leeds reads
 * it. A product of the file's own: it changes what every other file's pages show. Each step needs
 * the one before it.
 */
const suite = consoleSuite({ productEnv: async () => ({}) });

const LEEDS = {
  name: 'Aire Valley Recovery',
  phone: '0113 496 0458',
  street: '12 Kirkstall Road',
  town: 'Leeds',
  postcode: 'LS3 1AB',
  region: 'Leeds and West Yorkshire',
  regionShort: 'Leeds & West Yorkshire',
  regionWide: 'West Yorkshire',
  rating: '4.8',
  established: '2009',
} as const;
const HERO_HEADING = 'Broken down in Leeds? We are on our way.';
const HERO_WORDS = 'From the Headrow to the M62, {company} answers on {phone}, day and night.';
const PHOTO_ALT = 'Our flatbed on the Kirkstall Road at dusk';
const WIDTHS = [390, 1280] as const;
/** The pages the before and after screenshots show: the home page and an area page. */
const SHOWN = [
  { before: '/areas/birmingham', after: '/areas/leeds' },
  { before: '/', after: '/' },
] as const;

async function publicPage(page: Page, path: string, width: number): Promise<Page> {
  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await visitor.goto(`${suite.baseUrl}${path}`);
  return visitor;
}

/** What the public home page says, once the site follows the console's last change. */
async function homeText(page: Page): Promise<string> {
  const visitor = await publicPage(page, '/', 1280);
  try {
    return (await visitor.locator('body').textContent()) ?? '';
  } finally {
    await visitor.close();
  }
}

describe('a Leeds towing company makes the demo its own through the console', () => {
  it('before: the public home and area pages are the demo company’s', async () => {
    const { page } = await suite.visit('/admin', { width: 1280 });
    for (const width of WIDTHS) {
      for (const { before } of SHOWN) {
        const visitor = await publicPage(page, before, width);
        expect(await visitor.locator('body').textContent()).toContain(
          'Towing & recovery across Birmingham & West Midlands',
        );
        await saveScreenshot(visitor, `/another-city-before${before}`, width);
        await visitor.close();
      }
    }
  });

  it('the owner saves the company’s name, Leeds number, address and area covered', async () => {
    const page = await openScreen(suite, '/admin/business-profile', 'Business profile');
    await page.getByLabel('Company name').fill(LEEDS.name);
    await page.getByLabel('24/7 phone number').fill(LEEDS.phone);
    await page.getByLabel('WhatsApp number').fill('');
    await page.getByLabel('Email').fill('help@airevalley.example');
    await page.getByLabel('Street').fill(LEEDS.street);
    await page.getByLabel('Town or city').fill(LEEDS.town);
    await page.getByLabel('Postcode').fill(LEEDS.postcode);
    await page.getByLabel('Area you cover').fill(LEEDS.region);
    await page.getByLabel('Short form').fill(LEEDS.regionShort);
    await page.getByLabel('Wider area').fill(LEEDS.regionWide);
    await page.getByLabel('Google rating').fill(LEEDS.rating);
    await page.getByLabel('Year established').fill(LEEDS.established);
    expect(await page.getByTestId('preview-footer').textContent()).toContain(
      `Local towing and breakdown recovery for ${LEEDS.region}.`,
    );
    await page.getByRole('button', { name: 'Save profile' }).click();
    expect(await bannerText(page)).toBe('Business profile saved');
  });

  it('the owner removes the demo’s areas and adds Leeds with its postcode districts LS1 to LS29', async () => {
    const page = await openScreen(suite, '/admin/locations', 'Locations');
    await page.getByRole('table').waitFor();
    const { locations } = await suite.api.get<{ locations: { name: string }[] }>('/locations');
    for (const { name } of locations) {
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      const confirm = dialogNamed(page, 'Are you sure you want to delete this location?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      expect(await bannerText(page)).toBe('Location deleted successfully');
      await confirm.waitFor({ state: 'hidden' });
    }

    await page.getByRole('button', { name: 'Add Location' }).click();
    const form = dialogNamed(page, 'Add Location');
    await form.getByLabel('Name').fill('Leeds');
    await form.getByRole('textbox', { name: 'Postcode districts' }).fill('LS1-LS29');
    await form.getByText('29 districts: LS1–LS29.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await bannerText(page)).toBe('Location created successfully');
    const saved = await suite.api.get<{
      locations: { name: string; postcode_districts: string[] }[];
    }>('/locations');
    expect(saved.locations.map((l) => l.name)).toEqual(['Leeds']);
    expect(saved.locations[0]?.postcode_districts).toHaveLength(29);
  });

  it('the owner uploads the company’s own photo in the Media screen and chooses it for the home hero', async () => {
    const photo = await makeTestPhoto(suite.browser, { width: 1800, height: 1200, hue: 200 });
    const page = await openScreen(suite, '/admin/media', 'Media');
    await uploadInMediaScreen(page, photo, { name: 'IMG_0113.jpg', alt: PHOTO_ALT });
    // Its WebP and AVIF copies are made before the answer: on a busy machine that takes a while.
    await page
      .getByRole('list', { name: 'Photos' })
      .getByRole('listitem')
      .filter({ hasText: PHOTO_ALT })
      .waitFor({ timeout: 90_000 });
    expect(await bannerText(page)).toBe('Photo uploaded successfully');
    const hero = page.getByRole('group', { name: 'Home page hero' });
    await hero.getByRole('radio', { name: PHOTO_ALT }).check();
    await page.getByRole('button', { name: 'Save site images' }).click();
    expect(await bannerText(page)).toBe('Site images saved');
    const { media } = await suite.api.get<{ media: Media[] }>('/media');
    expect(media.map((m) => m.alt)).toContain(PHOTO_ALT);
  });

  it('the owner writes the home page’s own words in Site text and publishes them', async () => {
    const page = await openScreen(suite, '/admin/site-text', 'Site text');
    const heading = page.getByLabel('Main heading');
    await heading.waitFor();
    expect(await page.getByLabel('Which words').inputValue()).toBe('home-hero');
    await heading.fill(HERO_HEADING);
    await page.getByLabel('Text under the heading').fill(HERO_WORDS);
    await expect
      .poll(() => page.getByTestId('site-text-preview').textContent(), { timeout: 15_000 })
      .toContain(`${LEEDS.name} answers on ${LEEDS.phone}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect(await bannerText(page)).toBe('Published: Home page: the top of the page');
  });

  it('the owner removes the demo’s requests, reviews and offers from the dashboard', async () => {
    const { page } = await suite.visit('/admin');
    const card = page.getByRole('region', { name: 'Make it yours' });
    await card.getByRole('button', { name: 'Remove demo content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the demo content?' });
    await dialog.getByRole('button', { name: 'Remove demo content' }).click();
    await page.getByRole('status').filter({ hasText: 'Removed' }).waitFor();
  });

  it.for(
    WIDTHS,
  )('the home page is the Leeds company’s: name, number, area, photo, words and footer (%i px)', async (width) => {
    const { page } = await suite.visit('/admin', { width });
    await expect.poll(() => homeText(page), { timeout: 20_000 }).toContain(HERO_HEADING);
    const home = await publicPage(page, '/', width);
    const header = (await home.getByRole('banner').textContent()) ?? '';
    expect(header).toContain(LEEDS.name);
    // The strip above the header.
    expect(await home.locator('body').textContent()).toContain(
      `Towing & recovery across ${LEEDS.regionShort}`,
    );
    expect(await home.locator('a[href="tel:01134960458"]').count()).toBeGreaterThan(0);
    const hero = home.locator('section[aria-labelledby="hero-heading"]');
    expect(await hero.locator('img').getAttribute('alt')).toBe(PHOTO_ALT);
    expect(await hero.textContent()).toContain(`24/7 Emergency Recovery · ${LEEDS.regionShort}`);
    expect(await hero.textContent()).toContain(
      `From the Headrow to the M62, ${LEEDS.name} answers on ${LEEDS.phone}, day and night.`,
    );
    // The fixed copy names the company's town, and none of the demo's towns and motorways.
    const body = (await home.locator('main').textContent()) ?? '';
    expect(body).toContain('Typically with you within 30-60 minutes in Leeds');
    expect(body).toContain(
      `Fast local recovery across ${LEEDS.region}, on its roads and motorways.`,
    );
    expect(body).toContain(`We cover ${LEEDS.region}, plus the surrounding motorways.`);
    expect(body).toContain(`${LEEDS.rating} star Google rating`);
    for (const demo of [
      'in Birmingham',
      'Walsall, Coventry',
      'including the M6, M5, M42',
      '5.0 star',
    ]) {
      expect(body).not.toContain(demo);
    }
    expect(await home.locator('#coverage-check-postcode').getAttribute('placeholder')).toBe(
      `e.g. ${LEEDS.postcode}`,
    );
    const footer = (await home.getByRole('contentinfo').textContent()) ?? '';
    expect(footer).toContain(`Local towing and breakdown recovery for ${LEEDS.region}.`);
    expect(footer).toContain(`${LEEDS.street}, ${LEEDS.town} ${LEEDS.postcode}`);
    expect(footer).toContain(LEEDS.phone);
    expect(footer).toContain('Leeds');
    for (const demo of ['West Midlands', 'Walsall', 'Coventry', '07700 900123']) {
      expect(header + footer).not.toContain(demo);
    }
    await saveScreenshot(home, '/another-city-after', width);
    await home.close();
  });

  it.for(WIDTHS)('the Leeds area page names Leeds and the company (%i px)', async (width) => {
    const { page } = await suite.visit('/admin', { width });
    const area = await publicPage(page, '/areas/leeds', width);
    expect(await area.locator('h1').textContent()).toBe('Towing & recovery in Leeds');
    expect(await area.getByRole('banner').textContent()).toContain(LEEDS.name);
    expect(await area.getByRole('contentinfo').textContent()).toContain(LEEDS.region);
    await saveScreenshot(area, '/another-city-after/areas/leeds', width);
    await area.close();
  });

  it.for(
    WIDTHS,
  )('the about page claims the Leeds company’s rating and year, none of the demo’s (%i px)', async (width) => {
    const { page } = await suite.visit('/admin', { width });
    const about = await publicPage(page, '/about', width);
    const body = (await about.locator('main').textContent()) ?? '';
    expect(body).toContain(`Established ${LEEDS.established} · Licensed & fully insured`);
    expect(body).toContain(`was established in ${LEEDS.established} to give drivers`);
    expect(body).toContain(`Our customers rate us ${LEEDS.rating} stars on Google`);
    expect(body).not.toMatch(/2021|5\.0/);
    await saveScreenshot(about, '/another-city-after/about', width);
    await about.close();
  });

  it('the coverage check answers LS6 yes (Leeds) and B23 no, with the Leeds number to call', async () => {
    const { page } = await suite.visit('/admin');
    const visitor = await publicPage(page, '/?postcode=LS6', 1280);
    const check = visitor.locator('#coverage-check');
    await check.getByText('Yes, we cover Leeds').waitFor();
    await visitor.goto(`${suite.baseUrl}/?postcode=B23+6AB`);
    await check.getByText('Outside our usual area — call us anyway').waitFor();
    expect(await check.locator('a[href="tel:01134960458"]').count()).toBe(1);
    await visitor.close();
  });
});
