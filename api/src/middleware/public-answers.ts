import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings, matchesEtag } from '@tow/server-kit/http-caching';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import type { ContentVersion } from '../events/content-version.ts';

/** Below this an answer is sent as it is: compressing it would save next to nothing. */
const COMPRESS_FROM_BYTES = 1_024;

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * A kept answer. Each compressed form is made the first time a caller accepts it, not when the
 * answer is read: the public site's own reads in one process (`npm start`) take it as it is, and
 * a brotli of the largest answers costs tens of milliseconds, which a start spent before its
 * first page and each content change before the next one.
 */
class Answer {
  readonly identity: Bytes;
  readonly etag: string;
  readonly compressible: boolean;
  #gzip: Bytes | undefined;
  #br: Bytes | undefined;

  constructor(identity: Bytes) {
    this.identity = identity;
    this.etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
    this.compressible = identity.byteLength >= COMPRESS_FROM_BYTES;
  }

  gzip(): Bytes {
    this.#gzip ??= new Uint8Array(gzipSync(this.identity, { level: 9 }));
    return this.#gzip;
  }

  br(): Bytes {
    this.#br ??= new Uint8Array(
      brotliCompressSync(this.identity, {
        params: { [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length },
      }),
    );
    return this.#br;
  }
}

/** A kept answer as sent to one caller: 304 when it has it already, else the best encoding. */
export type SentAnswer =
  | { readonly status: 200; readonly body: Bytes; readonly headers: Record<string, string> }
  | { readonly status: 304; readonly body: null; readonly headers: Record<string, string> };

function sentAnswer(
  answer: Answer,
  ifNoneMatch: string | null | undefined,
  acceptEncoding: string | null | undefined,
): SentAnswer {
  const headers: Record<string, string> = {
    ETag: answer.etag,
    // Anyone may keep it, but must ask again before using it: staff change content any time.
    'Cache-Control': 'public, no-cache',
    Vary: 'Accept-Encoding',
  };
  if (matchesEtag(ifNoneMatch ?? undefined, answer.etag)) {
    return { status: 304, body: null, headers };
  }
  headers['Content-Type'] = 'application/json';
  const accepted = answer.compressible ? acceptedEncodings(acceptEncoding ?? undefined) : null;
  let body = answer.identity;
  if (accepted?.has('br')) {
    headers['Content-Encoding'] = 'br';
    body = answer.br();
  } else if (accepted?.has('gzip')) {
    headers['Content-Encoding'] = 'gzip';
    body = answer.gzip();
  }
  return { status: 200, body, headers };
}

export interface PublicAnswers {
  /**
   * Route middleware of a public read: its answer is kept in memory, compressed once, with an
   * ETag, until public content changes on any replica. `variant` names what else the answer
   * depends on (the UK date of the promotions valid today). Only for reads whose answer is the
   * same for every caller: never on a route that looks at who is asking.
   */
  cached: (variant?: () => string) => MiddlewareHandler<AppEnv>;
  /**
   * The answer to a GET of `path` when it is a public read kept already, without any routing
   * or middleware: the caller adds what every answer carries (request id, security headers).
   */
  fromMemory: (path: string, request: Request) => SentAnswer | undefined;
  /**
   * Middleware: after a change a signed-in user made, this replica drops its answers before the
   * change is answered, so its next read shows it; the other replicas hear of it from the
   * database a moment later.
   */
  droppedAfterStaffWrites: () => MiddlewareHandler<AppEnv>;
}

/**
 * Answers of the public reads (active services, promotions, reviews…) kept per path. Dropped
 * whenever `content` changes; an answer read from the database before a change and finished
 * after it is not kept (the generation moved on meanwhile). Visitors asking while the answer is
 * being read share that read.
 */
export function createPublicAnswers(content: ContentVersion): PublicAnswers {
  const reading = new Map<string, Promise<Answer | null>>();
  const kept = new Map<string, Answer>();
  /** The cached paths, with their variant (null: none), as the routes first ran. */
  const paths = new Map<string, (() => string) | null>();
  let generation = 0;
  const drop = () => {
    generation += 1;
    reading.clear();
    kept.clear();
  };
  content.onChange(drop);
  const keyOf = (path: string, variant: (() => string) | null | undefined) =>
    variant ? `${path} ${variant()}` : path;

  return {
    cached: (variant) =>
      createMiddleware<AppEnv>(async (c, next) => {
        const path = c.req.path;
        paths.set(path, variant ?? null);
        const key = keyOf(path, variant);
        const send = (answer: Answer) => {
          const sent = sentAnswer(
            answer,
            c.req.header('if-none-match'),
            c.req.header('accept-encoding'),
          );
          return sent.status === 304
            ? c.body(null, 304, sent.headers)
            : c.body(sent.body, 200, sent.headers);
        };
        const ready = kept.get(key);
        if (ready) return send(ready);
        const shared = reading.get(key);
        if (shared) {
          const answer = await shared;
          // The read this caller waited on failed: it reads for itself.
          return answer ? send(answer) : next();
        }
        const startedIn = generation;
        const read = next().then(async () =>
          c.res.status === 200
            ? new Answer(new Uint8Array(await c.res.clone().arrayBuffer()))
            : null,
        );
        const pending = read.catch(() => null);
        reading.set(key, pending);
        const answer = await pending;
        if (reading.get(key) === pending) reading.delete(key);
        if (answer && generation === startedIn) kept.set(key, answer);
        if (answer) c.res = send(answer);
        else await read;
      }),
    droppedAfterStaffWrites: () =>
      createMiddleware<AppEnv>(async (c, next) => {
        await next();
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.get('user') && c.res.ok) drop();
      }),
    fromMemory: (path, request) => {
      const variant = paths.get(path);
      if (variant === undefined) return undefined;
      const answer = kept.get(keyOf(path, variant));
      if (!answer) return undefined;
      const headers = request.headers;
      return sentAnswer(answer, headers.get('if-none-match'), headers.get('accept-encoding'));
    },
  };
}
