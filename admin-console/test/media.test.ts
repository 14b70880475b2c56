import type { Media, SiteImages } from '@tow/contracts/media';
import type { Service } from '@tow/contracts/service';
import { saveScreenshot } from '@tow/e2e/browser';
import { makeTestPhoto } from '@tow/e2e/test-photo';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerText } from './support/banners.ts';
import { expectAccessible, expectNoHorizontalScroll } from './support/checks.ts';
import { uploadInMediaScreen } from './support/media-upload.ts';
import { dialogNamed, openEditor, openScreen } from './support/screen-parts.ts';
import { consoleSuite } from './support/suite.ts';
import { testRecords } from './support/test-records.ts';

/**
 * The Media screen in Chromium against the real API: a photo uploaded in the console (dropped or
 * picked), chosen for the home hero and a service, seen on the public pages, and deleted.
 */
const suite = consoleSuite();
const PATH = '/admin/media';
const PREFIX = `Media test ${Date.now().toString(36)}`;
const WIDTHS = [390, 1280] as const;
const services = testRecords<Service>(suite, 'service', {
  label: 'Media svc',
  defaults: () => ({
    icon: 'towing-service',
    short_description: 'Made by the media test',
    description: 'A service the media test gives a photo.',
    features: ['Photo shown'],
    sort_order: 90,
  }),
});
let photo: Buffer;

beforeAll(async () => {
  photo = await makeTestPhoto(suite.browser, { width: 2400, height: 1600 });
});

afterAll(async () => {
  await suite.api.send('PUT', '/site-images', { home_hero: null, about: null });
  for (const media of await library()) {
    if (media.alt.startsWith(PREFIX)) await suite.api.send('DELETE', `/media/${media.id}`);
  }
});

async function library(): Promise<Media[]> {
  return (await suite.api.get<{ media: Media[] }>('/media')).media;
}

const visit = (width: number) => openScreen(suite, PATH, 'Media', { width });

/** Uploads through the screen: dropped at 1280 px, picked with the file chooser on a phone. */
async function uploadInConsole(page: Page, width: number, alt: string): Promise<void> {
  await uploadInMediaScreen(page, photo, { name: 'IMG_2041.jpg', alt, drop: width >= 1280 });
  expect(await bannerText(page)).toBe('Photo uploaded successfully');
}

const card = (page: Page, alt: string) =>
  page.getByRole('list', { name: 'Photos' }).getByRole('listitem').filter({ hasText: alt });

describe('media screen', () => {
  it.for(
    WIDTHS,
  )('uploads a photo (dropped, or picked on a phone) with its alt text: it shows in the library with its size (%i px)', async (width) => {
    const page = await visit(width);
    const alt = `${PREFIX} flatbed at dusk ${width}`;
    await uploadInConsole(page, width, alt);
    const item = card(page, alt);
    await item.waitFor();
    expect(await item.innerText()).toContain('1600 × 1067 px · uploaded');
    expect(await item.innerText()).toContain('Not used yet');
    const img = item.locator('img');
    expect(await img.getAttribute('alt')).toBe(alt);
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const stored = (await library()).find((media) => media.alt === alt);
    expect(stored).toMatchObject({ width: 1600, height: 1067, upload_format: 'jpeg' });
    await expectAccessible(page, `the Media screen at ${width} px`);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, PATH, width);
  });

  it('asks for alt text before uploading, and shows why a file that is not a photo is refused', async () => {
    const page = await visit(1280);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page
      .getByText('Alt text is required: say what the photo shows, for people who cannot see it')
      .waitFor();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is a text file named like a photo'),
    });
    await page.getByLabel('Alt text').fill(`${PREFIX} not a photo`);
    suite.allowProblems(/Failed to load resource.*415/);
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file is not a photo we can read' })
      .waitFor();
    expect((await library()).some((media) => media.alt === `${PREFIX} not a photo`)).toBe(false);
  });
});

describe('an uploaded photo on the public site', () => {
  let hero: Media;

  beforeAll(async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
    form.set('alt', `${PREFIX} our truck on the M6 at dusk`);
    hero = (await suite.api.upload<{ media: Media }>('/media', form)).media as Media;
  });

  it.for(
    WIDTHS,
  )('chosen as the home page hero under Site images, it is the first thing the home page shows (%i px)', async (width) => {
    const page = await visit(width);
    const group = page.getByRole('group', { name: 'Home page hero' });
    await group.getByRole('radio', { name: hero.alt }).check();
    await page.getByRole('button', { name: 'Save site images' }).click();
    expect(await bannerText(page)).toBe('Site images saved');
    const saved = await suite.api.get<{ images: SiteImages }>('/site-images');
    expect(saved.images.home_hero?.id).toBe(hero.id);

    const home = await page.context().newPage();
    try {
      await home.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await home.goto(`${suite.baseUrl}/`);
      const section = home.locator('section[aria-labelledby="hero-heading"]');
      const img = section.locator('img');
      expect(await img.getAttribute('alt')).toBe(hero.alt);
      expect(await img.getAttribute('fetchpriority')).toBe('high');
      expect(await img.getAttribute('loading')).toBe('eager');
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc))
        .toMatch(/\/api\/media\/files\/\d+-(480|960|1600)-[0-9a-f]{16}\.avif$/);
      // The photo is asked for from the head, before the page's own resources: its portrait cut
      // on a phone held upright, the whole photo elsewhere.
      const preloads = home.locator('link[rel="preload"][as="image"][imagesrcset]');
      expect(
        await preloads.evaluateAll((links) => links.map((l) => l.getAttribute('type'))),
      ).toEqual(['image/avif', 'image/avif']);
      // The demo's video is gone with the demo's poster.
      expect(await section.locator('video').count()).toBe(0);
      await saveScreenshot(home, '/home-with-own-hero', width);
    } finally {
      await home.close();
    }
  });

  it('chosen in the service form, the photo shows with the service on the services page', async () => {
    const service = await services.create(services.uniqueName('with photo'));
    const page = await visit(1280);
    await page.goto(`${suite.baseUrl}/admin/services`);
    const form = await openEditor(page, service.name, 'Edit Service');
    await form.getByRole('group', { name: 'Photo' }).getByRole('radio', { name: hero.alt }).check();
    await form.getByRole('button', { name: 'Update' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await services.find(service.name))?.image_media_id).toBe(hero.id);

    const html = await (await fetch(`${suite.baseUrl}/services`)).text();
    const row = html.slice(html.indexOf(`id="service-${service.id}"`));
    expect(row).toMatch(
      /<picture><source type="image\/avif" srcSet="[^"]+480w, [^"]+720w, [^"]+960w, [^"]+1600w"/,
    );
    expect(row).toContain(`alt="${hero.alt}"`);
    expect(row).toMatch(/width="1600" height="1067" loading="lazy"/);
  });

  it('deleting it says first where it is used; the home page and the service go back to their standard pictures', async () => {
    const page = await visit(1280);
    await card(page, hero.alt)
      .getByRole('button', { name: `Delete photo: ${hero.alt}` })
      .click();
    const dialog = dialogNamed(page, 'Are you sure you want to delete this photo?');
    await dialog.waitFor();
    const said = await dialog.innerText();
    expect(said).toContain('is used by Home page hero, Service: Media svc');
    expect(said).toContain('Deleting it puts the standard picture back there.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect(await bannerText(page)).toBe('Photo deleted successfully');
    await card(page, hero.alt).waitFor({ state: 'detached' });

    const home = await (await fetch(`${suite.baseUrl}/`)).text();
    expect(home).not.toContain('/api/media/files/');
    expect(home).toContain('hero-poster');
  });
});
