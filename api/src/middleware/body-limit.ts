import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import { ApiError } from '../lib/api-error.ts';

/**
 * How much of an oversized body is read and thrown away before the 413 goes out. A client that
 * sends its whole body before it reads the answer (most scripts and HTTP libraries) only sees the
 * 413 if the server keeps reading until the body ends: answering and closing while bytes are still
 * arriving makes the kernel reset the connection, and the answer is lost with it. Beyond this much,
 * the connection is closed after the answer rather than read any further.
 */
const READ_AND_DISCARD_AT_MOST = 64 * 1024 * 1024;

/** A POST path that takes more than the rest (an upload), with the words of its refusal. */
export interface LargerBody {
  readonly path: string;
  readonly maxBytes: number;
  readonly message: string;
}

/**
 * Refuses a body over `defaultMaxBytes` (or a `larger` path's own limit) with 413, on every route
 * and before any other check (sign-in, validation), whether its size is declared
 * (`Content-Length`) or only known once read (chunked). A declared size over the limit is refused
 * without keeping any of the body in memory.
 */
export function bodyLimit(defaultMaxBytes: number, larger: readonly LargerBody[] = []) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const rule = larger.find((entry) => c.req.method === 'POST' && entry.path === c.req.path);
    const maxBytes = rule?.maxBytes ?? defaultMaxBytes;
    const message =
      rule?.message ?? `The request body is too large (at most ${defaultMaxBytes} bytes)`;
    const tooLarge = (closeConnection: boolean) =>
      new ApiError(413, message, { headers: closeConnection ? { Connection: 'close' } : {} });

    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    // A read with no body announced has none to read; the request object is not built to find
    // that out. (Other methods are looked at: a Request made in-process has no Content-Length.)
    const method = c.req.method;
    if ((method === 'GET' || method === 'HEAD') && declared === undefined && !chunked) {
      return next();
    }
    const body = c.req.raw.body;
    if (!body) return next();
    if (!chunked && declared !== undefined && Number(declared) <= maxBytes) return next();

    const reader = body.getReader();
    const kept: Uint8Array[] = [];
    let size = 0;
    let over = !chunked && declared !== undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) over = true;
      if (!over) kept.push(value);
      else if (size > READ_AND_DISCARD_AT_MOST) throw tooLarge(true);
    }
    if (over) throw tooLarge(false);
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(kept) });
    await next();
  });
}
