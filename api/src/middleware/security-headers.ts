import { BASELINE_HEADERS, cspHeader, NON_DOCUMENT_CSP } from '@tow/server-kit/security-headers';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';

// The reference page (/api/docs) is script-free HTML with one inline stylesheet.
const DOCS_CSP = cspHeader({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** The security headers of every API answer, errors included (set after the handler ran). */
export function securityHeaders() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) c.header(name, value);
    const html = /^text\/html/i.test(c.res.headers.get('Content-Type') ?? '');
    c.header('Content-Security-Policy', html ? DOCS_CSP : NON_DOCUMENT_CSP);
  });
}
