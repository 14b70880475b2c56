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

/**
 * Refuses a body over `maxBytes` with 413, on every route and before any other check (sign-in,
 * validation), whether its size is declared (`Content-Length`) or only known once read (chunked).
 */
export function bodyLimit(maxBytes: number) {
  const tooLarge = (closeConnection: boolean) =>
    new ApiError(413, `The request body is too large (at most ${maxBytes} bytes)`, {
      headers: closeConnection ? { Connection: 'close' } : {},
    });

  return createMiddleware<AppEnv>(async (c, next) => {
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
