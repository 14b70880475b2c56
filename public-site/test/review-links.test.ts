import { productBaseUrl } from '@tow/e2e/product-slot';
import { createLogger } from '@tow/server-kit/logger';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPublicSiteApp } from '../src/server/app.ts';
import { readPublicSiteConfig } from '../src/server/config.ts';

/**
 * The site's review links (`/r/{token}`), served by the SSR app built here over the running
 * product's real API, with the API calls they make counted.
 */
const baseUrl = productBaseUrl();
const calls: string[] = [];

async function siteApp(env: Record<string, string>) {
  const config = readPublicSiteConfig({
    SHARED_UI_URL: `${baseUrl}/shared-ui/`,
    SITE_URL: baseUrl,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return createPublicSiteApp(config, {
    logger: createLogger('silent', 'public-site'),
    apiFetch: (path, init) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      return fetch(`${baseUrl}${path}`, init);
    },
  });
}

let site: Awaited<ReturnType<typeof createPublicSiteApp>>;

beforeAll(async () => {
  site = await siteApp({});
});

describe('review links on the site', () => {
  it('/r/{token} asks the API to record the open; a link it does not know still leads to the reviews page', async () => {
    calls.length = 0;
    const answer = await site.request('/r/AAAAAAAAAAAAAAAA');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/reviews');
    expect(calls).toEqual(['POST /api/review-links/AAAAAAAAAAAAAAAA/open']);
  });

  it('the unsubscribe link asks before it acts, so a mail scanner’s visit changes nothing', async () => {
    calls.length = 0;
    const page = await site.request('/r/AAAAAAAAAAAAAAAA/unsubscribe');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"><button type="submit">Stop review emails</button>');
    expect(calls).toEqual([]);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('an unsubscribe with a link the API does not know says so (404)', async () => {
    const answer = await site.request('/r/AAAAAAAAAAAAAAAA/unsubscribe', { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('This link is not known');
  });
});
