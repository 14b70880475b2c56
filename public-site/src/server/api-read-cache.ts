import type { ApiFetch } from '../data/api.ts';

interface Answer {
  readonly status: number;
  readonly headers: readonly [string, string][];
  readonly body: string;
}

/** A 200 the API lets anyone keep: not one it marks as for one person or for nobody to store. */
function keepable(read: Answer): boolean {
  const cacheControl = read.headers.find(([name]) => name === 'cache-control')?.[1] ?? '';
  return read.status === 200 && !/\b(private|no-store)\b/i.test(cacheControl);
}

/**
 * The public API reads a render makes (active services, promotions, reviews…), shared by every
 * render for `ttlMs`: a page asks for each at most once, and a burst of renders costs one query
 * per list. Only plain GETs without credentials, and only answers the API lets anyone keep;
 * `clear()` when content changes (content-watch.ts).
 */
export class ApiReadCache {
  readonly #ttlMs: number;
  readonly #answers = new Map<string, { answer: Promise<Answer>; expires: number }>();

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  wrap(apiFetch: ApiFetch): ApiFetch {
    return async (path, init) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (this.#ttlMs <= 0 || method !== 'GET' || new Headers(init?.headers).has('authorization')) {
        return apiFetch(path, init);
      }
      let entry = this.#answers.get(path);
      if (!entry || entry.expires <= Date.now()) {
        const answer = this.#read(apiFetch, path, init);
        const fresh = { answer, expires: Date.now() + this.#ttlMs };
        this.#answers.set(path, fresh);
        // Failures, answers other than 200 and personal answers are not kept: the next render
        // asks again. A driver's status says `private, no-store`, so a reload right after staff
        // take the request shows it taken; the API's per-address limit guards each look-up.
        const forget = () => this.#answers.get(path) === fresh && this.#answers.delete(path);
        answer.then((read) => !keepable(read) && forget(), forget);
        entry = fresh;
      }
      const read = await entry.answer;
      return new Response(read.body, { status: read.status, headers: [...read.headers] });
    };
  }

  clear(): void {
    this.#answers.clear();
  }

  async #read(apiFetch: ApiFetch, path: string, init?: RequestInit): Promise<Answer> {
    const response = await apiFetch(path, init);
    return { status: response.status, headers: [...response.headers], body: await response.text() };
  }
}
