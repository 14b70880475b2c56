import { SEO_PAGES } from '@tow/contracts';
import { watchPage } from '@tow/e2e/browser';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSuite } from './support/suite.ts';

/**
 * Script payloads in every text field of every entity, stored through the public form and the
 * admin API: each calls `__xss(n)`, a binding the test exposes on every page, and must never run.
 * A payload turned into markup would also be stopped by the CSP, and the violation fails the
 * test (the suite's page watch records `securitypolicyviolation`).
 */
const suite = consoleSuite();

// Every kind at once, for fields of 120 characters or more.
const PAYLOAD =
  '<img src=x onerror=__xss(1)><script>__xss(2)</script><svg onload=__xss(3)><a href="javascript:__xss(4)">x</a>';
// For 60-character fields (meta titles).
const SHORT = '<svg onload=__xss(3)><img src=x onerror=__xss(1)>';
// For the 40-character promotion code.
const TINY = '<svg onload=__xss(5)>';

// What the SEO settings' free head tags try; the public site keeps only <meta> and <link>
// tags without event attributes, and its CSP runs no inline script at all.
const HEAD_TAGS = [
  '<meta name="xss-clean" content="kept">',
  '<script>__xss(6)</script>',
  '<meta name="xss-probe" content="1" onload="__xss(7)">',
  '<link rel="icon" href="javascript:__xss(8)">',
  '<link rel="icon" href="jav&#x61;script:__xss(11)">',
  '<link rel="icon" href="javascript&colon;__xss(12)">',
  '<link rel="stylesheet" href="data:text/css,body{color:red}">',
  '<svg><script>__xss(9)</script></svg>',
].join('\n');

const STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@type': 'Thing',
  name: '</script><script>__xss(10)</script>',
  description: PAYLOAD,
};

const today = new Date();
const isoDay = (offsetDays: number) =>
  new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface Created {
  path: string;
  id: number;
}

describe('stored script payloads', () => {
  const created: Created[] = [];
  const seoBefore: { id: number; body: Record<string, unknown> }[] = [];
  const seoCreated: number[] = [];
  let callbackId = 0;
  let statusUrl = '';
  const slug = `xss-probe-${Date.now().toString(36)}`;

  beforeAll(async () => {
    const { api, baseUrl } = suite;
    const make = async (path: string, body: unknown, key: string) => {
      const answer = await api.send<Record<string, { id: number }>>('POST', path, body);
      const record = answer[key];
      if (!record) throw new Error(`POST ${path} answered no ${key}`);
      created.push({ path, id: record.id });
    };
    await make(
      '/services',
      {
        name: PAYLOAD,
        short_description: PAYLOAD,
        description: PAYLOAD,
        features: [PAYLOAD, PAYLOAD],
        price_text: PAYLOAD,
        meta_title: SHORT,
        meta_description: PAYLOAD,
        sort_order: 0,
      },
      'service',
    );
    await make(
      '/promotions',
      {
        title: PAYLOAD,
        description: PAYLOAD,
        discount_type: 'percentage',
        discount_value: 10,
        code: TINY,
        valid_from: isoDay(-1),
        valid_until: isoDay(30),
        applicable_services: [PAYLOAD],
        service_type: PAYLOAD,
      },
      'promotion',
    );
    await make(
      '/reviews',
      {
        customer_name: PAYLOAD,
        customer_location: PAYLOAD,
        review_text: PAYLOAD,
        rating: 5,
        is_featured: true,
        is_approved: true,
      },
      'review',
    );
    await make(
      '/locations',
      { name: PAYLOAD, slug, description: PAYLOAD, sort_order: 0 },
      'location',
    );

    // Every SEO page, kept as it was to be put back afterwards.
    const { settings } = await api.get<{
      settings: ({ id: number; page: string } & Record<string, unknown>)[];
    }>('/seo-settings');
    const seo = {
      meta_title: SHORT,
      meta_description: PAYLOAD,
      meta_keywords: PAYLOAD,
      structured_data: STRUCTURED_DATA,
      additional_head_tags: HEAD_TAGS,
      is_active: true,
    };
    for (const page of SEO_PAGES) {
      const existing = settings.find((s) => s.page === page);
      if (existing) {
        const { id, created_at, updated_at, ...body } = existing;
        seoBefore.push({ id, body });
        await api.send('PUT', `/seo-settings/${id}`, { page, ...seo });
      } else {
        const answer = await api.send<{ setting: { id: number } }>('POST', '/seo-settings', {
          page,
          ...seo,
        });
        seoCreated.push(answer.setting.id);
      }
    }

    // A driver's request through the public endpoint the form posts to, then staff notes.
    const submitted = await fetch(`${baseUrl}/api/callback-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `xss-${slug}` },
      body: JSON.stringify({
        name: PAYLOAD,
        phone: '07700 900321',
        email: null,
        location: PAYLOAD,
        service_type: PAYLOAD,
        urgency: 'medium',
        message: PAYLOAD,
      }),
    });
    expect(submitted.status).toBe(201);
    const receipt = (await submitted.json()) as { request: { id: number; status_url: string } };
    callbackId = receipt.request.id;
    statusUrl = receipt.request.status_url;
    await api.send('PUT', `/callback-requests/${callbackId}`, {
      status: 'contacted',
      admin_notes: PAYLOAD,
    });
  });

  afterAll(async () => {
    const { api } = suite;
    for (const { path, id } of created.reverse()) await api.send('DELETE', `${path}/${id}`);
    for (const { id, body } of seoBefore) await api.send('PUT', `/seo-settings/${id}`, body);
    for (const id of seoCreated) await api.send('DELETE', `/seo-settings/${id}`);
    if (callbackId) await api.send('DELETE', `/callback-requests/${callbackId}`);
  });

  /** Calls of `__xss` on any page of the context, as `page: n`. */
  async function exposeProbe(context: BrowserContext, calls: string[]) {
    await context.exposeBinding('__xss', ({ page }, n: unknown) => {
      calls.push(`${page.url()}: ${String(n)}`);
    });
  }

  const consoleScreens = [
    '/admin',
    '/admin/services',
    '/admin/promotions',
    '/admin/reviews',
    '/admin/callbacks',
    '/admin/callbacks/:id',
    '/admin/locations',
    '/admin/seo',
  ];

  it.for(consoleScreens)('never runs them on the console screen %s', async (screen) => {
    const calls: string[] = [];
    const path = screen.replace(':id', String(callbackId));
    const { page } = await suite.visit(path, { prepare: (c) => exposeProbe(c, calls) });
    // The payloads are on the screen, as text.
    await page.getByText('onerror=__xss(1)').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('img[src="x"], svg[onload], a[href^="javascript:"]').count()).toBe(0);
    expect(calls, path).toEqual([]);
  });

  it('would see a call on a console screen: the probe itself works', async () => {
    const calls: string[] = [];
    const { page } = await suite.visit('/admin/reviews', { prepare: (c) => exposeProbe(c, calls) });
    await page.evaluate(() => (window as unknown as { __xss: (n: string) => void }).__xss('live'));
    expect(calls).toEqual([`${page.url()}: live`]);
  });

  describe('on the public pages', () => {
    let context: BrowserContext;
    const calls: string[] = [];

    beforeAll(async () => {
      context = await suite.browser.newContext({ baseURL: suite.baseUrl, serviceWorkers: 'block' });
      await exposeProbe(context, calls);
    });

    afterAll(async () => {
      await context?.close();
    });

    /** Runs `look` on a new page of the probed context, closing it whatever happens. */
    async function onNewPage(look: (page: Page) => Promise<void>): Promise<void> {
      const page = await context.newPage();
      try {
        await look(page);
      } finally {
        await page.close();
      }
    }

    const publicPages = [
      '/',
      '/services',
      '/promotions',
      '/reviews',
      '/about',
      '/contact',
      '/faq',
      '/areas/:slug',
      "the driver's status page",
    ];

    it.for(publicPages)('never runs them on %s', async (which) => {
      const path = which === publicPages.at(-1) ? statusUrl : which.replace(':slug', slug);
      await onNewPage(async (page) => {
        const watch = watchPage(page, suite.baseUrl);
        const answer = await page.goto(path, { waitUntil: 'load' });
        expect(answer?.status(), path).toBe(200);
        await page.waitForLoadState('networkidle');
        expect(watch.problems, path).toEqual([]);
        expect(await page.locator('body img[src="x"], svg[onload]').count(), path).toBe(0);
        expect(calls, path).toEqual([]);
      });
    });

    it('keeps only the plain tags of the SEO settings in the head, and payloads only as data', async () => {
      await onNewPage(async (home) => {
        await home.goto('/');
        const head = await home.locator('head').innerHTML();
        // Plain tags pass; scripts, SVG and tags with event attributes are dropped.
        expect(head).toContain('<meta name="xss-clean" content="kept">');
        expect(await home.locator('meta[name="xss-probe"], head svg').count()).toBe(0);
        expect(await home.locator('link[href*="xss"]').count()).toBe(0);
        // The one data URL in the head is the site's own SVG favicon, which the server writes.
        expect(await home.locator('link[href^="data:"]').count()).toBe(1);
        expect(await home.locator('link[rel="icon"][href^="data:image/svg+xml"]').count()).toBe(1);
        const found = await home.evaluate(() => ({
          handlers: [...document.querySelectorAll('*')].flatMap((element) =>
            [...element.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
          ),
          scripts: [...document.scripts]
            .filter((script) => script.text.includes('__xss'))
            .map((script) => script.type || 'injected'),
        }));
        expect(found.handlers).toEqual([]);
        // The payloads reach scripts only as data: the JSON-LD (the business's areas, the page's
        // structured data). The home page hydrates no island, so no page data script carries them.
        expect(new Set(found.scripts)).toEqual(new Set(['application/ld+json']));
        expect(calls).toEqual([]);
      });
    });

    it('would see a call on a public page: the probe itself works', async () => {
      await onNewPage(async (probe) => {
        await probe.goto('/reviews');
        await probe.evaluate(() =>
          (window as unknown as { __xss: (n: string) => void }).__xss('live'),
        );
        expect(calls.at(-1)).toBe(`${probe.url()}: live`);
      });
    });
  });
});
