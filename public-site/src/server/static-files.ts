import { createReadStream, type Stats, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { acceptedEncodings, matchesEtag } from '@tow/server-kit/http-caching';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** Vite writes content-hashed files, and only those, into `assets/`. */
export const HASHED_ASSET = /(?:^|\/)assets\/[^/]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Text types worth compressing; the build writes `.br` and `.gz` copies of those files.
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg)/;
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const UNSAFE_PATH = /(?:^|\/)\.{1,2}(?:\/|$)|\/\/|\\|\0/;

function statFile(path: string): Stats | undefined {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** Weak validator from size and modification time: cheap, and changes whenever the file does. */
const etagOf = (stats: Stats) =>
  `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of a file of `size` bytes; null when unsatisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match as unknown as [string, string, string];
  const start = from === '' ? Math.max(size - Number(to), 0) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

function fileBody(path: string, range?: { start: number; end: number }) {
  return Readable.toWeb(createReadStream(path, range)) as ReadableStream<Uint8Array>;
}

export interface StaticFilesOptions {
  /** Folder on disk. */
  readonly root: string;
  /** URL prefix the folder is mounted at (`/shared-ui`), stripped from the request path. */
  readonly urlPrefix?: string;
  /** Cache-Control of a file, by its path inside the folder (`assets/x-1a2b.js`). */
  readonly cacheControl?: (relativePath: string) => string;
}

/**
 * Files of a built folder as a static web server serves them: the build's brotli or gzip copy
 * when the client takes it (`Vary: Accept-Encoding`), an ETag answered with 304, byte ranges
 * (video), and long caching for content-hashed names only. A missing file goes to `next()`.
 */
export function staticFiles(options: StaticFilesOptions): MiddlewareHandler {
  const prefix = options.urlPrefix ?? '';
  const cacheControl =
    options.cacheControl ?? ((path: string) => (HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache'));
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path.slice(prefix.length)).replace(/^\/+/, '');
    } catch {
      return next();
    }
    if (UNSAFE_PATH.test(`/${relative}`)) return next();
    let file = join(options.root, ...relative.split('/'));
    let stats = statFile(file);
    if (!stats && (relative === '' || relative.endsWith('/'))) {
      file = join(file, 'index.html');
      relative = `${relative}index.html`;
      stats = statFile(file);
    }
    if (!stats || !file.startsWith(options.root.replace(/[\\/]?$/, sep))) return next();
    return sendFile(c, file, stats, cacheControl(relative));
  };
}

/** Answers with one file (or its compressed copy), honouring If-None-Match and Range. */
export function sendFile(c: Context, path: string, stats: Stats, cacheControl: string): Response {
  const type = getMimeType(path) ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl };
  let sent = { path, stats };
  let encoding: string | undefined;
  if (COMPRESSIBLE.test(type)) {
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    const variants = VARIANTS.map((v) => ({ ...v, stats: statFile(path + v.suffix) })).filter(
      (v) => v.stats,
    );
    if (variants.length > 0) headers.Vary = 'Accept-Encoding';
    const chosen = variants.find((v) => accepted.has(v.encoding));
    if (chosen?.stats) {
      sent = { path: path + chosen.suffix, stats: chosen.stats };
      encoding = chosen.encoding;
      headers['Content-Encoding'] = chosen.encoding;
    }
  }
  const etag = etagOf(sent.stats);
  headers.ETag = etag;
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

  const size = sent.stats.size;
  const range = c.req.header('range');
  if (!encoding) headers['Accept-Ranges'] = 'bytes';
  if (range && !encoding) {
    const wanted = byteRange(range, size);
    if (!wanted) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    headers['Content-Range'] = `bytes ${wanted.start}-${wanted.end}/${size}`;
    headers['Content-Length'] = String(wanted.end - wanted.start + 1);
    if (c.req.method === 'HEAD') return c.body(null, 206, headers);
    return c.body(fileBody(sent.path, wanted), 206, headers);
  }
  headers['Content-Length'] = String(size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(fileBody(sent.path), 200, headers);
}
