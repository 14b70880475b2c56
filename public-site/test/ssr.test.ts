import { createHash } from 'node:crypto';
import { signInAdmin } from '@tow/e2e/admin-api';
import { productBaseUrl } from '@tow/e2e/product-slot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bodyMarkup,
  bodyText,
  headOf,
  jsonLdOfType,
  metaContent,
  tags,
  titleOf,
} from './support/html.ts';
import { publicList } from './support/public-api.ts';
import { CALLBACK_SUCCESS, PUBLIC_ROUTES } from './support/public-routes.ts';

/**
 * What a visitor (or a search engine) gets in the first HTML response, before any script runs:
 * plain fetch, no browser. Content is looked for in the body markup with every <script> removed,
 * so data that only sits in the hydration payload does not count.
 */
const baseUrl = productBaseUrl();
const PHONE = '07700 900123';
const PHONE_HREF = 'tel:07700900123';

const FAQ_CATEGORIES = [
  'Emergency Response & Timing',
  'Services & Coverage',
  'Costs & Payment',
  'Insurance & Safety',
  'Process & What to Expect',
];

interface Named {
  id: number;
  name: string;
}
interface Review {
  rating: number;
}
interface Location {
  name: string;
  slug: string;
}

async function page(path: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    html: await response.text(),
  };
}

const cache = new Map<string, Promise<Awaited<ReturnType<typeof page>>>>();
/** Each route fetched once for the many checks below. */
const firstHtml = (path: string) => {
  let entry = cache.get(path);
  if (!entry) {
    entry = page(path);
    cache.set(path, entry);
  }
  return entry;
};

let services: Named[] = [];
let reviews: Review[] = [];
let locations: Location[] = [];

beforeAll(async () => {
  [services, reviews, locations] = await Promise.all([
    publicList<Named>(baseUrl, '/services/active', 'services'),
    publicList<Review>(baseUrl, '/reviews/approved', 'reviews'),
    publicList<Location>(baseUrl, '/locations/active', 'locations'),
  ]);
});

describe('every public page, before any script runs', () => {
  it.each(
    PUBLIC_ROUTES,
  )('%s answers 200 with its title, description, canonical link and share tags', async (path) => {
    const { status, type, html } = await firstHtml(path);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(titleOf(html)?.length ?? 0, '<title>').toBeGreaterThan(10);
    expect(metaContent(html, 'description')?.length ?? 0, 'meta description').toBeGreaterThan(50);
    const canonical = tags(headOf(html), 'link').find((l) => l.rel === 'canonical')?.href;
    expect(canonical, 'canonical link').toMatch(/^https?:\/\//);
    expect(new URL(canonical ?? 'x:').pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
    expect(metaContent(html, 'og:title'), 'og:title').toBeTruthy();
    expect(metaContent(html, 'og:description'), 'og:description').toBeTruthy();
    expect(metaContent(html, 'og:image'), 'og:image').toMatch(/^https?:\/\//);
    expect(metaContent(html, 'twitter:card'), 'twitter:card').toBeTruthy();
  });

  it.each(
    PUBLIC_ROUTES,
  )('%s describes the business as a LocalBusiness in JSON-LD', async (path) => {
    const { html } = await firstHtml(path);
    const [business] = jsonLdOfType(html, 'LocalBusiness');
    expect(business, 'a JSON-LD object whose @type includes LocalBusiness').toBeDefined();
    expect(business).toHaveProperty('areaServed');
    expect(business).toHaveProperty('openingHoursSpecification');
    expect(business?.telephone).toBe(PHONE);
    // Reviews a business shows of itself are self-serving to Google: no rating, no reviews.
    expect(business).not.toHaveProperty('aggregateRating');
    expect(business).not.toHaveProperty('review');
    expect(jsonLdOfType(html, 'AggregateRating')).toEqual([]);
    expect(jsonLdOfType(html, 'Review')).toEqual([]);
  });

  it.each(PUBLIC_ROUTES)('%s offers the emergency number as a call link', async (path) => {
    const { html } = await firstHtml(path);
    expect(bodyMarkup(html)).toContain(`href="${PHONE_HREF}"`);
    expect(bodyText(html)).toContain(PHONE);
  });

  it.each(
    PUBLIC_ROUTES,
  )('%s carries its CSS inline, named by its hash in the policy, and no stylesheet to wait for', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    const html = await response.text();
    const styles = [...headOf(html).matchAll(/<style([^>]*)>([^<]*)<\/style>/g)];
    expect(styles.map(([, attributes]) => attributes)).toEqual(['']);
    const css = styles[0]?.[2] ?? '';
    // The remote's tokens and the app's own rules are both there.
    expect(css).toContain('--color-primary:');
    const headerClass = /<header class="([^"\s]+)/.exec(bodyMarkup(html))?.[1];
    expect(css).toContain(`.${headerClass}{`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    // That style and nothing else may stand inline; the one inline script that may run is the
    // page script's loader.
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'sha256-${hash}'`);
    const loaders = [...headOf(html).matchAll(/<script>([^<]*)<\/script>/g)].map(
      ([, text]) => text,
    );
    expect(loaders).toHaveLength(1);
    const loaderHash = createHash('sha256')
      .update(loaders[0] ?? '')
      .digest('base64');
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'sha256-${loaderHash}'`);
    const fetched = tags(html, 'link').filter((l) => l.rel === 'stylesheet' && !('disabled' in l));
    expect(fetched, 'stylesheets the browser fetches').toEqual([]);
  });

  it.each(PUBLIC_ROUTES)('%s inlines the stylesheets its HTML uses, and no other', async (path) => {
    const { html } = await firstHtml(path);
    // A CSS module's classes are `_hash_at`: the hash names the stylesheet.
    const modules = (text: string) =>
      [...new Set([...text.matchAll(/\b_([a-z0-9]{5})_[a-z0-9]+\b/g)].map((m) => m[1]))].sort();
    const classes = [...bodyMarkup(html).matchAll(/class="([^"]*)"/g)].map((m) => m[1]).join(' ');
    const css = /<style[^>]*>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(modules(classes).length).toBeGreaterThan(5);
    expect(modules(css)).toEqual(modules(classes));
  });

  it.each(PUBLIC_ROUTES)('%s loads no admin-console script or stylesheet', async (path) => {
    const { html } = await firstHtml(path);
    const scripts = tags(html, 'script').map((s) => s.src ?? '');
    const links = tags(html, 'link').map((l) => l.href ?? '');
    for (const url of [...scripts, ...links]) {
      expect(url, 'a script or stylesheet URL').not.toMatch(
        /(^|\/\/[^/]+)\/admin(\/|$)|admin-console/,
      );
    }
  });
});

describe('the content of each page is in the first HTML', () => {
  it('home shows the seeded services', async () => {
    const text = bodyText((await firstHtml('/')).html);
    expect(services.length).toBeGreaterThan(0);
    for (const service of services.slice(0, 8)) expect(text).toContain(service.name);
  });

  it('services lists every active service with an anchor and "Contact for pricing"', async () => {
    const { html } = await firstHtml('/services');
    const markup = bodyMarkup(html);
    for (const service of services) {
      expect(markup).toContain(`id="service-${service.id}"`);
      expect(bodyText(html)).toContain(service.name);
    }
    expect(bodyText(html)).toContain('Contact for pricing');
  });

  it('reviews shows the average rating to one decimal and the count', async () => {
    const text = bodyText((await firstHtml('/reviews')).html);
    expect(reviews.length).toBeGreaterThan(0);
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    // The demo reviews average 4.8: the figure is shown to one decimal.
    expect(average.toFixed(1)).toMatch(/^4\.\d$/);
    expect(text).toContain(average.toFixed(1));
    expect(text).toMatch(new RegExp(`\\b${reviews.length} reviews\\b`));
  });

  it('FAQ shows the five categories and describes itself as an FAQPage', async () => {
    const { html } = await firstHtml('/faq');
    const text = bodyText(html);
    for (const category of FAQ_CATEGORIES) expect(text).toContain(category);
    const [faq] = jsonLdOfType(html, 'FAQPage');
    expect(faq, 'FAQPage JSON-LD').toBeDefined();
    expect(Array.isArray(faq?.mainEntity) && faq.mainEntity.length > 0).toBe(true);
  });

  it('promotions shows each offer with an anchor and its discount', async () => {
    const { html } = await firstHtml('/promotions');
    expect(bodyMarkup(html)).toMatch(/id="promotion-\d+"/);
    expect(bodyText(html)).toContain('% OFF');
  });

  it('contact shows the callback form with its required fields', async () => {
    const markup = bodyMarkup((await firstHtml('/contact')).html);
    expect(markup).toMatch(/<form\b[^>]*method="post"/i);
    for (const field of ['name', 'phone', 'location', 'service_type']) {
      expect(markup).toMatch(new RegExp(`<(input|select|textarea)\\b[^>]*name="${field}"`));
    }
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
  ])('%s shows its legal heading and the contact email', async (path, heading) => {
    const { html } = await firstHtml(path);
    expect(bodyMarkup(html)).toMatch(new RegExp(`<h1\\b[^>]*>\\s*${heading}`));
    expect(bodyText(html)).toMatch(/@/);
  });

  it('the privacy policy states the retention period an owner sets in the console', async () => {
    // Fresh renders, not the file's cached first answers: the setting changes in between.
    expect(bodyText((await page('/privacy-policy')).html)).toContain('for 365 days after');
    const admin = await signInAdmin(baseUrl);
    await admin.send('PUT', '/settings/security', {
      retention_days: 400,
      require_two_factor: false,
    });
    try {
      expect(bodyText((await page('/privacy-policy')).html)).toContain('for 400 days after');
    } finally {
      await admin.send('PUT', '/settings/security', {
        retention_days: 365,
        require_two_factor: false,
      });
    }
  });

  it('about shows the four headline figures: 500+, 24/7, the 8 areas and the years since 2021', async () => {
    const markup = bodyMarkup((await firstHtml('/about')).html);
    const years = String(new Date().getFullYear() - 2021);
    for (const figure of ['500+', '24/7', '8', years]) expect(markup).toContain(`>${figure}</dd>`);
  });

  it('an area page is about that area', async () => {
    const { html } = await firstHtml('/areas/birmingham');
    expect(bodyMarkup(html)).toMatch(/<h1\b[^>]*>[^<]*Birmingham/);
    expect(titleOf(html)).toContain('Birmingham');
  });
});

describe('pages that do not exist', () => {
  it('an unknown path is a real 404 page that still offers the emergency number', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(bodyMarkup(html)).toContain(`href="${PHONE_HREF}"`);
    expect(bodyText(html)).toMatch(/not found/i);
  });

  it('an unknown area is a 404', async () => {
    expect((await page('/areas/nowhere')).status).toBe(404);
  });
});

describe('for search engines', () => {
  it('the sitemap lists every public route and each served area', async () => {
    const { status, type, html: xml } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const path of PUBLIC_ROUTES.filter((p) => !p.startsWith('/areas/'))) {
      expect(locs).toContain(path);
    }
    expect(locations).toHaveLength(8);
    for (const location of locations) expect(locs).toContain(`/areas/${location.slug}`);
  });

  it('each served area has its own page', async () => {
    for (const location of locations) {
      const { status, html } = await page(`/areas/${location.slug}`);
      expect(status, `/areas/${location.slug}`).toBe(200);
      expect(bodyText(html)).toContain(location.name);
    }
  });

  it('robots.txt points to the sitemap', async () => {
    const { status, html: text } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(text).toMatch(/^Sitemap:\s*https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('an SEO title changed by staff shows in the about page title', async () => {
    const admin = await signInAdmin(baseUrl);
    const { settings } = await admin.get<{
      settings: { id: number; page: string; meta_title: string }[];
    }>('/seo-settings');
    const about = settings.find((s) => s.page === 'about');
    expect(about, 'the seeded SEO setting of page "about"').toBeDefined();
    if (!about) return;
    const { id, created_at, updated_at, ...record } = about as typeof about & {
      created_at?: string;
      updated_at?: string;
    };
    const title = `About the test team ${Date.now() % 100000}`;
    await admin.send('PUT', `/seo-settings/${id}`, { ...record, meta_title: title });
    try {
      const { html } = await page('/about');
      expect(titleOf(html)).toBe(title);
      expect(metaContent(html, 'og:title')).toBe(title);
    } finally {
      await admin.send('PUT', `/seo-settings/${id}`, record);
    }
  });
});

describe('served areas', () => {
  /** The `<option>` values of the contact form's location choice. */
  const locationChoices = (html: string) => {
    const select = /<select\b[^>]*name="location"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
    return [...select.matchAll(/<option\b[^>]*value="([^"]+)"/g)].map((m) => m[1]);
  };

  it('the contact form offers the active locations, then "Other"', async () => {
    const { html } = await firstHtml('/contact');
    expect(locationChoices(html)).toEqual([...locations.map((l) => l.name), 'Other']);
  });

  it('an area added by staff is offered by the contact form, the footer and its own page', async () => {
    const admin = await signInAdmin(baseUrl);
    const name = `Testford ${Date.now() % 100000}`;
    await admin.send('POST', '/locations', { name, description: 'A test area.', is_active: true });
    const added = (
      await publicList<Location & { id: number }>(baseUrl, '/locations/active', 'locations')
    ).find((l) => l.name === name);
    expect(added, `the new location "${name}"`).toBeDefined();
    if (!added) return;
    try {
      const { html } = await page('/contact');
      expect(locationChoices(html)).toContain(name);
      expect(locationChoices(html).at(-1)).toBe('Other');
      expect(bodyMarkup(html)).toContain(`/areas/${added.slug}`);
      expect((await page(`/areas/${added.slug}`)).status).toBe(200);
    } finally {
      await admin.send('DELETE', `/locations/${added.id}`);
    }
  });
});

describe('the callback form without JavaScript', () => {
  /** A form field's value as the page renders it ('' when it has none). */
  const hidden = (html: string, name: string) =>
    tags(bodyMarkup(html), 'input').find((input) => input.name === name)?.value ?? '';
  const form = (fields: Record<string, string>) =>
    page('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const valid = {
    name: `No-JS Driver ${Date.now()}`,
    phone: '07700 900456',
    email: '',
    location: 'Birmingham',
    service_type: 'Towing Service',
    urgency: 'high',
    preferred_callback_time: '',
    message: 'Flat tyre on the A38',
  };

  it('a valid request shows the success message and reaches the staff as pending', async () => {
    const { status, html } = await form(valid);
    expect(status).toBe(200);
    expect(bodyText(html)).toContain(CALLBACK_SUCCESS);
    const admin = await signInAdmin(baseUrl);
    const { requests } = await admin.get<{ requests: { name: string; status: string }[] }>(
      '/callback-requests/pending',
    );
    const stored = requests.find((r) => r.name === valid.name);
    expect(stored, 'the request in GET /api/callback-requests/pending').toBeDefined();
    expect(stored?.status).toBe('pending');
  });

  it('an invalid phone shows the server message and keeps what was typed', async () => {
    const invalid = { ...valid, name: 'Jo Typed-Name', phone: 'not a phone' };
    const api = await fetch(`${baseUrl}/api/callback-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...invalid, email: null, preferred_callback_time: null }),
    });
    expect(api.status).toBe(422);
    const { message } = (await api.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);

    const { status, html } = await form(invalid);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(bodyText(html)).toContain(message);
    expect(bodyText(html)).not.toContain(CALLBACK_SUCCESS);
    expect(bodyMarkup(html)).toMatch(
      /<input\b[^>]*name="name"[^>]*value="Jo Typed-Name"|<input\b[^>]*value="Jo Typed-Name"[^>]*name="name"/,
    );
  });
  it('two drivers sending from the same page, served from the page cache, are two requests; one send sent twice is one', async () => {
    const opened = await page('/contact');
    const openedAgain = await page('/contact');
    // One render for everyone within the cache's seconds: a key in it would be everyone's.
    expect(hidden(openedAgain.html, 'form_stamp')).toBe(hidden(opened.html, 'form_stamp'));
    expect(hidden(opened.html, 'idempotency_key')).toBe('');
    const fromThePage = {
      form_stamp: hidden(opened.html, 'form_stamp'),
      idempotency_key: hidden(opened.html, 'idempotency_key'),
    };
    const now = String(Date.now());
    const first = {
      ...valid,
      ...fromThePage,
      name: `Cached Page A ${now}`,
      phone: `077${now.slice(-8)}`,
    };
    const second = {
      ...valid,
      ...fromThePage,
      name: `Cached Page B ${now}`,
      phone: `078${now.slice(-8)}`,
    };
    for (const send of [first, second, first]) {
      const { status, html } = await form(send);
      expect(status, send.name).toBe(200);
      expect(bodyText(html)).toContain(CALLBACK_SUCCESS);
    }
    const admin = await signInAdmin(baseUrl);
    // Every request, not only the pending list: sent at once after the page opened, they are
    // held as suspected spam (form_stamp), stored all the same.
    const { requests } = await admin.get<{ requests: { name: string; repeat_count: number }[] }>(
      '/callback-requests',
    );
    const stored = requests.filter((r) => r.name.startsWith('Cached Page') && r.name.endsWith(now));
    expect(stored.map((r) => [r.name, r.repeat_count]).sort()).toEqual([
      [first.name, 0],
      [second.name, 0],
    ]);
  });

  it("an altered hidden key is answered as the sender's error with the form kept, and a new send goes through", async () => {
    const altered = { ...valid, name: `Altered Key ${Date.now()}`, idempotency_key: 'bad\nkey' };
    const { status, html } = await form(altered);
    expect(status).toBe(422);
    expect(bodyText(html)).toContain('This form could not be sent as it was');
    expect(bodyText(html)).not.toContain('the signal may have dropped');
    expect(bodyMarkup(html)).toContain(`value="${altered.name}"`);
    const freshKey = hidden(html, 'idempotency_key');
    expect(freshKey).toMatch(/^[0-9a-f-]{36}$/);

    const again = await form({ ...altered, idempotency_key: freshKey });
    expect(again.status).toBe(200);
    expect(bodyText(again.html)).toContain(CALLBACK_SUCCESS);
  });
});
