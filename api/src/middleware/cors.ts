import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';

/**
 * What the admin console sends: the bearer token, JSON, the XHR marker, the CSRF header, and the
 * live stream's Last-Event-ID when it reconnects.
 */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Requested-With',
  'X-CSRF-Token',
  'X-Request-Id',
  'Last-Event-ID',
];
const EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining'];

/**
 * Cross-origin access for a console hosted on an origin of its own (`CORS_ORIGINS`). Only the
 * listed origins get CORS headers, preflights included; any other origin gets none at all, not
 * even `Access-Control-Allow-Methods` (Hono's own middleware answers every preflight), so the
 * browser refuses it. No origins listed: the middleware is not mounted and the API is
 * same-origin only.
 */
export function corsForOrigins(origins: readonly string[]) {
  const allowed = new Set(origins);
  const withHeaders = cors({
    origin: [...allowed],
    allowHeaders: ALLOWED_HEADERS,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) return withHeaders(c, next);
    await next();
    // The answer differs by Origin, so shared caches must not hand one origin's copy to another.
    c.header('Vary', 'Origin', { append: true });
  });
}
