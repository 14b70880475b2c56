import type { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { isMetricsToken } from '../../metrics/metrics-token.ts';

/**
 * `GET /metrics` for Prometheus, beside `/api` rather than in it: it is the operator's, not a
 * call of the API, so the OpenAPI document leaves it out (docs/operations.md describes it).
 * Without METRICS_TOKEN it does not exist; with it, only that bearer token reads it.
 */
export function registerMetricsRoute(router: OpenAPIHono<AppEnv>, { config, metrics }: AppDeps) {
  router.get('/metrics', compress(), async (c) => {
    const token = config.METRICS_TOKEN;
    if (!token) return c.notFound();
    if (!isMetricsToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(
        { success: false, message: 'The metrics need the METRICS_TOKEN as a bearer token' },
        401,
      );
    }
    return c.body(await metrics.render(), 200, {
      'Content-Type': metrics.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
