import { SERVED_AREAS } from '@tow/contracts/constants';
import { type AdminApi, signInAdmin } from '@tow/e2e/admin-api';
import { type RunningProduct, startProduct } from '@tow/e2e/product';
import { productBrowser } from '@tow/e2e/product-slot';
import { createLogger } from '@tow/server-kit/logger';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicSiteApp } from '../src/server/app.ts';
import { readPublicSiteConfig } from '../src/server/config.ts';
import {
  bodyMarkup,
  bodyText,
  decodeEntities,
  jsonLdOfType,
  metaContent,
  tags,
} from './support/html.ts';
import { openPage, wakeCallbackForm } from './support/open-page.ts';

/**
 * What the owner keeps in the console reaches the callback form and the footer: the services in
 * the "Service needed" list, the areas in the location list and the footer, and nothing of the
 * demo's once the owner has removed it; the area covered of the business profile in the words of
 * every page. This file changes services, deletes every area and moves the company, so it runs on
 * a product of its own rather than its slot's, which the files after it share.
 */
let product: RunningProduct;
let admin: AdminApi;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct('/'), productBrowser()]);
  admin = await signInAdmin(product.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The choices of a `<select name>` in server HTML, as [value, label]. */
function choicesIn(html: string, name: string): [string, string][] {
  const select = new RegExp(`<select\\b[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(
    bodyMarkup(html),
  );
  if (!select) throw new Error(`no <select name="${name}"> in the page`);
  return [
    ...(select[1] ?? '').matchAll(/<option\b[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g),
  ].map(([, value, label]) => [decodeEntities(value ?? ''), decodeEntities(label ?? '')]);
}

/**
 * Waits until the contact page's `<select name>` offers `expected`: every server learns a change
 * from the content version (content-watch.ts) within moments.
 */
async function expectContactChoices(name: string, expected: [string, string][]) {
  await expect
    .poll(async () => choicesIn(await html(product.baseUrl, '/contact'), name), {
      timeout: 30_000,
      interval: 250,
    })
    .toEqual(expected);
}

/** The names listed under the footer's "Areas we serve"; null when the footer has no such column. */
function footerAreas(html: string): string[] | null {
  const column = /<nav\b[^>]*aria-labelledby="footer-areas"[^>]*>([\s\S]*?)<\/nav>/.exec(
    bodyMarkup(html),
  );
  if (!column) return null;
  return [...(column[1] ?? '').matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) =>
    decodeEntities((item ?? '').replace(/<[^>]+>/g, '').trim()),
  );
}

async function html(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

interface Named {
  id: number;
  name: string;
}

describe('the callback form lists the services the owner keeps in the console', () => {
  const added = { name: 'Motorbike Recovery', sort_order: 2 };

  it('a service added in the console is in the "Service needed" list of the next page, without JavaScript', async () => {
    const { service } = await admin.send<{ service: Named }>('POST', '/services', {
      name: added.name,
      icon: 'recovery',
      short_description: 'Bikes of every size, taken home or to the garage',
      description: 'We recover motorbikes and scooters on a soft-strapped trailer, day or night.',
      features: ['Soft straps'],
      price_from: null,
      price_text: '',
      is_active: true,
      sort_order: added.sort_order,
      meta_title: null,
      meta_description: null,
    });
    const { services } = await admin.get<{ services: Named[] }>('/services/active');
    expect(services.map((s) => s.id)).toContain(service.id);
    await expectContactChoices('service_type', [
      ['', 'Select a service'],
      ...services.map((s): [string, string] => [s.name, s.name]),
      ['Other', 'Other'],
    ]);
    // An area page's form has it too, and the services page links to the form with it chosen.
    const area = await html(product.baseUrl, '/areas/walsall');
    expect(choicesIn(area, 'service_type').map(([value]) => value)).toContain(added.name);
  });

  it('the same list once the form wakes up with JavaScript, with the service asked for chosen', async () => {
    const open = await openPage(
      browser,
      product.baseUrl,
      `/contact?service=${encodeURIComponent(added.name)}`,
      { width: 390 },
    );
    try {
      await wakeCallbackForm(open.page);
      const select = open.page.locator('select[name="service_type"]');
      const labels = await select.locator('option').allTextContents();
      expect(labels).toContain(added.name);
      expect(labels.at(-1)).toBe('Other');
      expect(labels).not.toContain('General Service');
      expect(await select.inputValue()).toBe(added.name);
      expect(open.watch.problems).toEqual([]);
    } finally {
      await open.close();
    }
  });
});

describe('the areas come only from the database', () => {
  it('while the API cannot be reached and never answered, the fixed list stands in; once it answered, its areas stay', async () => {
    let apiDown = true;
    const app = await createPublicSiteApp(
      readPublicSiteConfig({
        SHARED_UI_URL: `${product.baseUrl}/shared-ui/`,
        SITE_URL: product.baseUrl,
        LOG_LEVEL: 'silent',
        PAGE_CACHE_TTL_MS: '0',
      }),
      {
        logger: createLogger('silent', 'public-site'),
        apiFetch: (path, init) =>
          apiDown
            ? Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED'))
            : fetch(`${product.baseUrl}${path}`, init),
      },
    );
    const render = async () => {
      const response = await app.request('/contact');
      expect(response.status).toBe(200);
      return response.text();
    };
    const fixed = [...SERVED_AREAS];

    const never = await render();
    expect(footerAreas(never)).toEqual(fixed);
    expect(choicesIn(never, 'location').map(([value]) => value)).toEqual(['', ...fixed, 'Other']);
    // No service list without the API: "Other" and the message say what is needed.
    expect(choicesIn(never, 'service_type').map(([value]) => value)).toEqual(['', 'Other']);

    // The owner's own area, which the fixed list does not have.
    await admin.send('POST', '/locations', {
      name: 'Kings Heath',
      slug: 'kings-heath',
      description: 'South Birmingham',
      is_active: true,
      sort_order: 0,
    });
    apiDown = false;
    const answered = footerAreas(await render());
    expect(answered).toContain('Kings Heath');

    apiDown = true;
    const since = await render();
    expect(footerAreas(since)).toEqual(answered);
    expect(choicesIn(since, 'location').map(([value]) => value)).toContain('Kings Heath');
  });

  it('with every area deleted, the form and the footer offer no demo areas, with or without JavaScript', async () => {
    const { locations } = await admin.get<{ locations: Named[] }>('/locations');
    for (const location of locations) await admin.send('DELETE', `/locations/${location.id}`);

    await expectContactChoices('location', [
      ['', 'Select your location'],
      ['Other', 'Other'],
    ]);
    const page = await html(product.baseUrl, '/contact');
    expect(footerAreas(page)).toBeNull();
    for (const demo of ['Walsall', 'Coventry', 'Tamworth', 'Coleshill']) {
      expect(bodyMarkup(page)).not.toContain(demo);
    }

    const open = await openPage(browser, product.baseUrl, '/contact', { width: 1280 });
    try {
      await wakeCallbackForm(open.page);
      const labels = await open.page.locator('select[name="location"] option').allTextContents();
      expect(labels).toEqual(['Select your location', 'Other']);
      expect(await open.page.locator('footer').textContent()).not.toMatch(/Walsall|Coventry/);
    } finally {
      await open.close();
    }
  });
});

interface Profile {
  readonly name: string;
  readonly region: string;
  readonly [field: string]: unknown;
}

describe("the area covered is the business profile's", () => {
  it('a changed area shows in the hero, the header, the footer, the pages and their descriptions', async () => {
    const { profile } = await admin.get<{ profile: Profile }>('/business-profile');
    expect(profile.region).toBe('Birmingham and the West Midlands');
    const demoHome = bodyText(await html(product.baseUrl, '/'));
    expect(demoHome).toContain('Towing & recovery across Birmingham & West Midlands');
    expect(demoHome).toContain('24/7 Emergency Recovery · Birmingham & West Midlands');

    await changeProfile(
      {
        region: 'Leeds and West Yorkshire',
        region_short: 'Leeds & West Yorkshire',
        region_wide: 'West Yorkshire',
      },
      ['home'],
    );

    await expect
      .poll(async () => bodyText(await html(product.baseUrl, '/')), { timeout: 20_000 })
      .toContain('Towing & recovery across Leeds & West Yorkshire');
    const home = await html(product.baseUrl, '/');
    const homeText = bodyText(home);
    expect(homeText).toContain('24/7 Emergency Recovery · Leeds & West Yorkshire');
    expect(homeText).toContain('Quick emergency towing and recovery in Leeds and West Yorkshire');
    expect(homeText).toContain(
      'Local towing and breakdown recovery for Leeds and West Yorkshire. Licensed, fully insured',
    );
    expect(homeText).toContain('Fast local recovery across Leeds and West Yorkshire');
    expect(homeText).toContain('drivers in West Yorkshire choose a recovery service');
    expect(tags(home, 'img').map((img) => img.alt)).toContain(
      'One of our recovery trucks on a West Yorkshire road at night',
    );
    expect(metaContent(home, 'description')).toBe(
      'Emergency towing, breakdown recovery, jump starts and fuel delivery across Leeds and West Yorkshire, 24 hours a day, 365 days a year. Call for a quote.',
    );

    expect(bodyText(await html(product.baseUrl, '/services'))).toContain(
      '24/7 · Leeds & West Yorkshire',
    );
    expect(bodyText(await html(product.baseUrl, '/reviews'))).toContain(
      'Rated by drivers across West Yorkshire',
    );
    const about = bodyText(await html(product.baseUrl, '/about'));
    expect(about).toContain('On call across West Yorkshire, 24 hours a day');
    expect(about).toContain('recovery team for Leeds and West Yorkshire: a calm voice');
    expect(metaContent(await html(product.baseUrl, '/terms-of-service'), 'description')).toBe(
      'The terms that apply to using our website and to our 24/7 towing and breakdown recovery services in Leeds and West Yorkshire.',
    );
    expect(homeText).not.toContain('Birmingham & West Midlands');
  });
});

/** Removes the seeded search words of `pages`, so the pages' own descriptions show. */
/**
 * Saves the business profile with `changes`, and removes the seeded SEO words of `pages` so that
 * their own descriptions show; answers the profile as it was.
 */
async function changeProfile(
  changes: Partial<Profile>,
  pages: readonly string[],
): Promise<Profile> {
  const { profile } = await admin.get<{ profile: Profile }>('/business-profile');
  await admin.send('PUT', '/business-profile', { ...profile, ...changes });
  const { settings } = await admin.get<{ settings: { id: number; page: string }[] }>(
    '/seo-settings',
  );
  for (const setting of settings.filter((one) => pages.includes(one.page))) {
    await admin.send('DELETE', `/seo-settings/${setting.id}`);
  }
  return profile;
}

/** The home page's text once it shows `expected`: every server follows the content version. */
async function homeShowing(expected: string): Promise<string> {
  await expect
    .poll(async () => bodyText(await html(product.baseUrl, '/')), { timeout: 20_000 })
    .toContain(expected);
  return bodyText(await html(product.baseUrl, '/'));
}

describe("the Google rating and the year established are the business profile's", () => {
  it('a changed rating and year show in the reviews eyebrow, the about page, the descriptions and the JSON-LD', async () => {
    const demoAbout = await html(product.baseUrl, '/about');
    expect(bodyText(demoAbout)).toContain('Established 2021 · Licensed & fully insured');
    expect(jsonLdOfType(demoAbout, 'LocalBusiness')[0]?.foundingDate).toBe('2021');

    const profile = await changeProfile({ google_rating: '4.8', year_established: '2009' }, [
      'about',
      'reviews',
    ]);

    await homeShowing('4.8 star Google rating');
    const about = await html(product.baseUrl, '/about');
    const aboutText = bodyText(about);
    expect(aboutText).toContain('Established 2009 · Licensed & fully insured');
    expect(aboutText).toContain('was established in 2009 to give drivers');
    expect(aboutText).toContain('proud of our 4.8 star Google rating');
    expect(aboutText).toContain('4.8 star rated');
    expect(aboutText).toContain('Our customers rate us 4.8 stars on Google');
    expect(aboutText).not.toMatch(/2021|5\.0/);
    expect(metaContent(about, 'description')).toBe(
      `Local 24/7 towing and breakdown recovery in ${profile.region} since 2009. Licensed, fully insured and 4.8 star rated on Google.`,
    );
    expect(jsonLdOfType(about, 'LocalBusiness')[0]?.foundingDate).toBe('2009');
    // The figures count the years since then, as the demo's 5 are the years since 2021.
    expect(bodyMarkup(about)).toContain(`>${new Date().getFullYear() - 2009}</dd>`);
    expect(metaContent(await html(product.baseUrl, '/reviews'), 'description')).toBe(
      `Read what drivers in ${profile.region} say about our 24/7 towing, breakdown recovery and jump start service. Rated 4.8 stars on Google.`,
    );
  });

  it('an empty rating and year make no claim: no eyebrow, card, sentence, description words or foundingDate', async () => {
    const profile = await changeProfile({ google_rating: '', year_established: '' }, [
      'about',
      'reviews',
    ]);

    await expect
      .poll(async () => bodyText(await html(product.baseUrl, '/')), { timeout: 20_000 })
      .not.toContain('star Google rating');
    const homeMarkup = bodyMarkup(await html(product.baseUrl, '/'));
    expect(homeMarkup).not.toContain('<p class="eyebrow"></p>');

    const about = await html(product.baseUrl, '/about');
    const aboutText = bodyText(about);
    expect(aboutText).toContain('Licensed & fully insured');
    expect(aboutText).not.toMatch(/Established|established in|star rated|stars on Google|0\.0/);
    expect(aboutText).not.toContain('star Google rating');
    expect(aboutText).toContain('We started with a simple idea');
    expect(bodyMarkup(about)).not.toContain('>Years</dt>');
    expect(aboutText).toContain('We are still a local firm at heart.');
    expect(aboutText).toContain('Local knowledge');
    expect(metaContent(about, 'description')).toBe(
      `Local 24/7 towing and breakdown recovery in ${profile.region}. Licensed and fully insured.`,
    );
    const business = jsonLdOfType(about, 'LocalBusiness')[0];
    expect(business?.name).toBe(profile.name);
    expect(business).not.toHaveProperty('foundingDate');
    expect(metaContent(await html(product.baseUrl, '/reviews'), 'description')).toBe(
      `Read what drivers in ${profile.region} say about our 24/7 towing, breakdown recovery and jump start service.`,
    );
  });
});
