import { BASELINE_HEADERS, documentCsp, NON_DOCUMENT_CSP } from '@tow/server-kit/security-headers';
import { createMiddleware } from 'hono/factory';

/**
 * Adds the baseline security headers to every answer that does not set them itself, and a
 * Content-Security-Policy: the non-document one unless the answer brings its own (a document
 * handed over whole without one gets the strict document policy: no inline script). A 304 carries neither CSP nor
 * Permissions-Policy, so a cached page keeps the policy it was sent with.
 */
export function securityHeaders() {
  return createMiddleware(async (c, next) => {
    // Set before the handler, so answers built with c.body/c.html carry them as they are made:
    // adding a header to a finished answer makes Hono copy it into a streamed one, much slower.
    // Documents replace the CSP with their own.
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) c.header(name, value);
    c.header('Content-Security-Policy', NON_DOCUMENT_CSP);
    await next();
    const headers = c.res.headers;
    const notModified = c.res.status === 304;
    for (const name of ['Permissions-Policy', 'Content-Security-Policy']) {
      if (notModified && headers.has(name)) c.header(name, undefined);
    }
    // Answers handed over whole (the API's, another app's) did not get the headers above.
    const missing = Object.entries(BASELINE_HEADERS).filter(
      ([name]) => !headers.has(name) && !(notModified && name === 'Permissions-Policy'),
    );
    for (const [name, value] of missing) c.header(name, value);
    if (!notModified && !headers.has('Content-Security-Policy')) {
      const html = /^text\/html/i.test(headers.get('Content-Type') ?? '');
      c.header('Content-Security-Policy', html ? documentCsp({}) : NON_DOCUMENT_CSP);
    }
  });
}
