import type { Location } from '@tow/contracts/location';
import { SITEMAP_PATHS } from '../page-table.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every public page and every active area page. */
export function buildSitemap(
  siteUrl: string,
  locations: readonly Pick<Location, 'slug'>[],
): string {
  const paths = [...SITEMAP_PATHS, ...locations.map((l) => `/areas/${encodeURIComponent(l.slug)}`)];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`).join('\n')}
</urlset>
`;
}
