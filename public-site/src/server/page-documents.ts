import type { PageVersion } from './page-version.ts';

/** What a render of a route gives, from which the server makes the document. */
export interface RenderOutput {
  readonly status: number;
  readonly cacheControl: string | undefined;
  readonly appHtml: string;
  readonly headHtml: string;
  readonly structuredDataHtml: string;
  /** What the page hands the browser (#client-config): an owner's change may show nowhere else. */
  readonly profile: object;
}

/**
 * The page last made for each path (and shared-ui version), with the render output it was made
 * from. A render that gives the same output again (the page expired, content changed elsewhere,
 * another query string of the same page) is answered with that version: its CSS is not selected,
 * its document not written, encoded and hashed again, and its compressed copies are reused. The
 * output is compared whole, so only an identical page is ever reused. The most recently used
 * paths are kept.
 */
export class PageDocuments {
  readonly #maxEntries: number;
  readonly #last = new Map<string, { output: RenderOutput; version: PageVersion }>();

  constructor(maxEntries = 100) {
    this.#maxEntries = maxEntries;
  }

  /** The version made from this very output, if it is the last one made under `key`. */
  reuse(key: string, output: RenderOutput): PageVersion | undefined {
    const last = this.#last.get(key);
    if (!last) return undefined;
    const same =
      last.output.status === output.status &&
      last.output.cacheControl === output.cacheControl &&
      last.output.headHtml === output.headHtml &&
      last.output.appHtml === output.appHtml &&
      last.output.structuredDataHtml === output.structuredDataHtml &&
      JSON.stringify(last.output.profile) === JSON.stringify(output.profile);
    if (!same) return undefined;
    this.#last.delete(key);
    this.#last.set(key, last);
    return last.version;
  }

  remember(key: string, output: RenderOutput, version: PageVersion): void {
    this.#last.delete(key);
    this.#last.set(key, { output, version });
    if (this.#last.size > this.#maxEntries) {
      const oldest = this.#last.keys().next().value;
      if (oldest !== undefined) this.#last.delete(oldest);
    }
  }
}
