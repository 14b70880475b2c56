import { productBaseUrl } from '@tow/e2e/product-slot';
import { createLogger } from '@tow/server-kit/logger';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPublicSiteApp } from '../src/server/app.ts';
import { readPublicSiteConfig } from '../src/server/config.ts';

/**
 * How many API calls one page render makes. The SSR app is built here, in this process, with an
 * API fetch that counts each call and passes it on to the running product's real API: the root
 * loader (header, footer, head) and the page's loader ask for some of the same lists, and each
 * list must still be fetched once per render.
 */
const baseUrl = productBaseUrl();
const calls: string[] = [];
let app: Awaited<ReturnType<typeof createPublicSiteApp>>;

beforeAll(async () => {
  const config = readPublicSiteConfig({
    SHARED_UI_URL: `${baseUrl}/shared-ui/`,
    SITE_URL: baseUrl,
    LOG_LEVEL: 'silent',
    // Every request renders: this file counts the calls of a render, not the page cache's reuse.
    PAGE_CACHE_TTL_MS: '0',
  });
  app = await createPublicSiteApp(config, {
    logger: createLogger('silent', 'public-site'),
    apiFetch: (path, init) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      return fetch(`${baseUrl}${path}`, init);
    },
  });
});

/** The API calls made while rendering `path`, as `{ "GET /api/…": times }`. */
async function callsToRender(path: string): Promise<Record<string, number>> {
  calls.length = 0;
  const response = await app.request(path);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('</html>');
  const counts: Record<string, number> = {};
  for (const call of calls) counts[call] = (counts[call] ?? 0) + 1;
  return counts;
}

/**
 * What the root loader (src/layout/root-loader.ts) asks on every page: the profile, the header's
 * and footer's lists, the SEO settings, the availability and the owner's words.
 */
const LAYOUT_CALLS = {
  'GET /api/availability': 1,
  'GET /api/business-profile': 1,
  'GET /api/services/active': 1,
  'GET /api/promotions/active': 1,
  'GET /api/locations/active': 1,
  'GET /api/seo-settings/active': 1,
  'GET /api/site-text': 1,
};

describe('API calls of one page render', () => {
  it('the home page fetches each of its five lists once (no rating of its own reviews for the head), the availability now, the photos chosen for its hero and the site texts', async () => {
    expect(await callsToRender('/')).toEqual({
      ...LAYOUT_CALLS,
      'GET /api/reviews/featured': 1,
      'GET /api/site-images': 1,
    });
  });

  it('an area page fetches the locations and services once, shared with the header and footer, and its form’s stamp', async () => {
    expect(await callsToRender('/areas/birmingham')).toEqual({
      ...LAYOUT_CALLS,
      'GET /api/callback-requests/form-stamp': 1,
    });
  });

  it('a page asked with ?postcode= checks it once, for the check in its hero', async () => {
    expect(await callsToRender('/faq?postcode=B23%206AB')).toMatchObject({
      'GET /api/coverage?postcode=B23%206AB': 1,
      'GET /api/availability': 1,
    });
  });

  it('two renders in a row do not share answers: each render asks the API again', async () => {
    await callsToRender('/services');
    const again = await callsToRender('/services');
    expect(again['GET /api/services/active']).toBe(1);
  });
});
