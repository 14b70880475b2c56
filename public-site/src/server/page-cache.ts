import type { PageVersion } from './page-version.ts';

/**
 * Rendered public pages, kept for `ttlMs` so a burst of visitors costs one render. Bounded in
 * entries (the oldest go first), as every query string is a key of its own. `clear()` when
 * content changes (content-watch.ts: on every SSR server, whichever API replica took it).
 */
export class PageCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #pages = new Map<string, { page: PageVersion; expires: number }>();

  constructor(ttlMs: number, maxEntries = 500) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string): PageVersion | undefined {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.page;
    this.#pages.delete(key);
    return undefined;
  }

  set(key: string, page: PageVersion): void {
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
