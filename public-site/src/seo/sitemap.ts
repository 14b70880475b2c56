import type { Location } from '@tow/contracts/location';

/** The public pages with fixed paths (area pages come from the active locations). */
export const STATIC_PATHS = [
  '/',
  '/services',
  '/promotions',
  '/reviews',
  '/about',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every public page and every active area page. */
export function buildSitemap(
  siteUrl: string,
  locations: readonly Pick<Location, 'slug'>[],
): string {
  const paths = [...STATIC_PATHS, ...locations.map((l) => `/areas/${encodeURIComponent(l.slug)}`)];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`).join('\n')}
</urlset>
`;
}
