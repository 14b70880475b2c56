/**
 * The routes `npm run lighthouse` measures: every page the site's sitemap lists, except that one
 * area page stands for all of them (they share one template).
 */
export function lighthouseRoutes(sitemapXml: string): string[] {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  const firstArea = paths.find((path) => path.startsWith('/areas/'));
  return [
    ...paths.filter((path) => !path.startsWith('/areas/')),
    ...(firstArea ? [firstArea] : []),
  ];
}
