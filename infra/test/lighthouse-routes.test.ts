import { describe, expect, it } from 'vitest';
import { lighthouseRoutes } from '../src/lighthouse-routes.ts';

const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>https://tow.example${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

describe('the routes npm run lighthouse measures', () => {
  it('are every page of the sitemap, with the first area page standing for all of them', () => {
    const routes = lighthouseRoutes(
      sitemap(['/', '/services', '/contact', '/areas/birmingham', '/areas/walsall', '/faq']),
    );
    expect(routes).toEqual(['/', '/services', '/contact', '/faq', '/areas/birmingham']);
  });

  it('are the fixed pages alone when no area is active', () => {
    expect(lighthouseRoutes(sitemap(['/', '/about']))).toEqual(['/', '/about']);
  });
});
