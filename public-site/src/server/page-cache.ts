/** A rendered page as cached: its HTML still holding the nonce stand-in, and its ETag. */
export interface CachedPage {
  readonly status: number;
  readonly html: string;
  readonly etag: string;
  /** The route's own policy (a private page's `private, no-store`); such a page is never kept. */
  readonly cacheControl?: string | undefined;
}

/**
 * Rendered public pages, kept for `ttlMs` so a burst of visitors costs one render. Bounded in
 * entries (the oldest go first), as every query string is a key of its own. `clear()` when
 * content changes (content-watch.ts: on every SSR server, whichever API replica took it).
 */
export class PageCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #pages = new Map<string, { page: CachedPage; expires: number }>();

  constructor(ttlMs: number, maxEntries = 500) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.page;
    this.#pages.delete(key);
    return undefined;
  }

  set(key: string, page: CachedPage): void {
    if (this.#ttlMs <= 0) return;
    this.#pages.delete(key);
    this.#pages.set(key, { page, expires: Date.now() + this.#ttlMs });
    if (this.#pages.size > this.#maxEntries) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
  }

  clear(): void {
    this.#pages.clear();
  }
}
