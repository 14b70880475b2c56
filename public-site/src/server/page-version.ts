import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncodings, matchesEtag } from '@tow/server-kit/http-caching';
import { BASELINE_HEADERS, PUBLIC_PAGE_PERMISSIONS } from '@tow/server-kit/security-headers';

const gzipAsync = promisify(gzip);
const utf8 = new TextEncoder();
const brotliAsync = promisify(brotliCompress);

type Encoding = 'br' | 'gzip';
type Bytes = Uint8Array<ArrayBuffer>;

/** What one answer sends: the page (or 304), its headers and its bytes. */
export interface PageAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Bytes | null;
}

/** A rendered document, as the server sends it. */
export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  /** Its Content-Security-Policy, which names the hashes of what it carries inline. */
  readonly csp: string;
  /** The route's own policy (a private page's `private, no-store`), else `no-cache`. */
  readonly cacheControl: string | undefined;
}

/**
 * How each encoding is made, in zlib's thread pool. A page sent once is compressed quickly: gzip
 * 6 (about 1 ms of CPU for the 114 kB home page), brotli 4 only for a client that takes no gzip
 * (as small, but with many pages at once it cost 0.7-1.4 ms more each). A page asked for again
 * is compressed as small as zlib can, once (brotli 11 takes about 75 ms, 19% smaller than gzip 9),
 * and what is at hand is sent meanwhile.
 */
const QUICK: Record<Encoding, (bytes: Bytes) => Promise<Buffer>> = {
  br: (bytes) => brotliAsync(bytes, brotliOptions(bytes, 4)),
  gzip: (bytes) => gzipAsync(bytes, { level: 6 }),
};
const SMALLEST: Record<Encoding, (bytes: Bytes) => Promise<Buffer>> = {
  br: (bytes) => brotliAsync(bytes, brotliOptions(bytes, constants.BROTLI_MAX_QUALITY)),
  gzip: (bytes) => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

function brotliOptions(bytes: Bytes, quality: number) {
  // A window as large as the page and no larger (4 MB by default): brotli's memory, which each
  // of many pages compressed at once holds, drops from megabytes to a few hundred kilobytes,
  // and V8's collector, which counts it, runs far less often.
  const window = Math.ceil(Math.log2(bytes.byteLength + 16));
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        Math.max(window, constants.BROTLI_MIN_WINDOW_BITS),
        constants.BROTLI_DEFAULT_WINDOW,
      ),
    },
  };
}

/**
 * One at a time: a content change makes every page new at once, and brotli's best for each
 * would otherwise fill zlib's thread pool, which file reads share.
 */
let smallestBrotli: Promise<unknown> = Promise.resolve();

/** The encoding to send from those the request accepts and those at hand, brotli first. */
function chosen(accepted: ReadonlySet<string>, has: (encoding: Encoding) => boolean) {
  if (accepted.has('br') && has('br')) return 'br';
  if (accepted.has('gzip') && has('gzip')) return 'gzip';
  return undefined;
}

/**
 * One version of a page as it is sent: its bytes, ETag and headers, and each encoding, made once
 * however many answers send it (and however many renders give the same page again, see
 * page-documents.ts). Nothing in it differs from one answer to the next but the request id.
 */
export class PageVersion {
  readonly etag: string;
  readonly #status: number;
  readonly #identity: Bytes;
  readonly #common: Readonly<Record<string, string>>;
  readonly #notModified: Readonly<Record<string, string>>;
  readonly #sent = new Map<Encoding | 'identity', PageAnswer>();
  readonly #making = new Map<Encoding, Promise<PageAnswer>>();
  /** Encodings whose smallest copy is at hand: a quick one finishing late never replaces it. */
  readonly #smallest = new Set<Encoding>();
  #kept = false;

  constructor(page: RenderedPage) {
    const bytes = utf8.encode(page.html);
    const digest = createHash('sha1')
      .update(`${page.status} ${page.cacheControl ?? ''} ${page.csp}\n`)
      .update(bytes)
      .digest('base64url');
    const etag = `W/"${digest}"`;
    this.etag = etag;
    this.#status = page.status;
    this.#identity = bytes;
    const caching = {
      'Cache-Control': page.cacheControl ?? 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    this.#common = {
      ...BASELINE_HEADERS,
      'Permissions-Policy': PUBLIC_PAGE_PERMISSIONS,
      'Content-Security-Policy': page.csp,
      'Content-Type': 'text/html; charset=UTF-8',
      ...caching,
    };
    // A 304 names no policy: the browser keeps the page with those it was sent with.
    const { 'Permissions-Policy': _, ...baseline } = BASELINE_HEADERS;
    this.#notModified = { ...baseline, ...caching };
    this.#store('identity', bytes);
  }

  /**
   * The answer to a GET (with its `If-None-Match`) or a POST (without), when the bytes it takes
   * are at hand; undefined while they are being made (`answerLater` waits for them).
   */
  answer(
    ifNoneMatch: string | null | undefined,
    acceptEncoding: string | null | undefined,
  ): PageAnswer | undefined {
    if (this.#status === 200 && matchesEtag(ifNoneMatch ?? undefined, this.etag)) {
      return { status: 304, headers: this.#notModified, body: null };
    }
    const accepted = acceptedEncodings(acceptEncoding ?? undefined);
    const encoding = chosen(accepted, (e) => this.#sent.has(e));
    if (encoding) return this.#sent.get(encoding);
    if (chosen(accepted, () => true)) return undefined;
    return this.#sent.get('identity');
  }

  /** The answer, compressing first when no encoding the request takes is at hand. */
  async answerLater(
    ifNoneMatch: string | null | undefined,
    acceptEncoding: string | null | undefined,
  ): Promise<PageAnswer> {
    const ready = this.answer(ifNoneMatch, acceptEncoding);
    if (ready) return ready;
    const accepted = acceptedEncodings(acceptEncoding ?? undefined);
    const making = chosen(accepted, (e) => this.#making.has(e));
    if (making) return (await this.#making.get(making)) as PageAnswer;
    if (!this.#kept && accepted.has('gzip')) return this.#make('gzip', QUICK);
    return this.#make(chosen(accepted, () => true) as Encoding, this.#kept ? SMALLEST : QUICK);
  }

  /**
   * The page is asked for again (kept and shared): its smallest gzip and brotli are made once,
   * in the thread pool, each sent from the moment it is ready.
   */
  keep(): void {
    if (this.#kept) return;
    this.#kept = true;
    // Errors cannot come from compressing bytes in memory; if one did, the quick copy stays.
    this.#make('gzip', SMALLEST).catch(() => {});
    const brotli = smallestBrotli.then(() => this.#make('br', SMALLEST));
    smallestBrotli = brotli.catch(() => {});
  }

  #make(encoding: Encoding, how: typeof QUICK): Promise<PageAnswer> {
    const made: Promise<PageAnswer> = how[encoding](this.#identity)
      .then((compressed) => {
        const kept = this.#sent.get(encoding);
        if (kept && this.#smallest.has(encoding)) return kept;
        if (how === SMALLEST) this.#smallest.add(encoding);
        return this.#store(encoding, new Uint8Array(compressed));
      })
      .finally(() => {
        if (this.#making.get(encoding) === made) this.#making.delete(encoding);
      });
    this.#making.set(encoding, made);
    return made;
  }

  #store(encoding: Encoding | 'identity', body: Bytes): PageAnswer {
    const sent: PageAnswer = {
      status: this.#status,
      body,
      headers: {
        ...this.#common,
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        'Content-Length': String(body.byteLength),
      },
    };
    this.#sent.set(encoding, sent);
    return sent;
  }
}
