import { randomUUID } from 'node:crypto';
import type { Logger } from '@tow/server-kit/logger';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives each request an id (kept from `X-Request-Id` when a proxy sent one), a logger that
 * carries it, and one JSON access-log line when the answer is sent.
 */
export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ request_id: requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}
