/**
 * Cache-Control for a file of the built remote, by its URL path (infra/ should serve the remote
 * with the same rules):
 * - `assets/`: hashed chunks and CSS, never change: cached for a year.
 * - Entry points (`remoteEntry*.js`, `mf-manifest.json`, `mf-stats.json`) keep a stable name and
 *   must be revalidated on every use.
 * - Artwork (`icons/`, `illustrations/`, `hero/`, `video/`, `brand/`, copied from `assets/` as is):
 *   stable names too, but heavy and rarely changed: a day, then served stale while revalidating.
 */
export function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\/(icons|illustrations|hero|video|brand)\//.test(path)) {
    return 'public, max-age=86400, stale-while-revalidate=604800';
  }
  return 'no-cache';
}
