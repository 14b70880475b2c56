import { BASELINE_HEADERS, documentCsp, NON_DOCUMENT_CSP } from '@tow/server-kit/security-headers';
import { createMiddleware } from 'hono/factory';

/**
 * Adds the baseline security headers to every answer that does not set them itself, and a
 * Content-Security-Policy: a document that brought none gets the strict one (no inline
 * script), anything else the non-document one. A 304 carries neither CSP nor
 * Permissions-Policy, so a cached page keeps the policy (and nonce) it was sent with.
 */
export function securityHeaders() {
  return createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    const notModified = c.res.status === 304;
    const missing = Object.entries(BASELINE_HEADERS).filter(
      ([name]) => !headers.has(name) && !(notModified && name === 'Permissions-Policy'),
    );
    const wantsCsp = !notModified && !headers.has('Content-Security-Policy');
    if (missing.length === 0 && !wantsCsp) return;
    for (const [name, value] of missing) c.header(name, value);
    if (wantsCsp) {
      const html = /^text\/html/i.test(headers.get('Content-Type') ?? '');
      c.header('Content-Security-Policy', html ? documentCsp({}) : NON_DOCUMENT_CSP);
    }
  });
}
