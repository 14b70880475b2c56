import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '../app-deps.ts';
import type { Metrics } from './product-metrics.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The `route` of a request no route of the API matched (an unknown path, a preflight). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** A method label from a closed set: a client may send any word there. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

/**
 * The pattern of the route that answered, as the OpenAPI document writes it
 * (`/api/callback-requests/{id}`): one series per route whatever ids are asked for. The last
 * route matched is the handler's; only middleware (`/api/*`) matched means no route did.
 */
export function routeLabel(c: Context): string {
  const pattern = routePath(c, -1);
  if (pattern === '' || pattern.includes('*')) return UNMATCHED_ROUTE;
  return pattern.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

/** Counts and times every request the API routes (the answers from memory count themselves). */
export function httpMetrics(metrics: Pick<Metrics, 'observeHttp'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observeHttp({
      method: methodLabel(c.req.method),
      route: routeLabel(c),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    });
  });
}
