import { randomUUID } from 'node:crypto';
import type { Logger } from '@tow/server-kit/logger';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The proxy's request id when it looks like one, else a new one. */
export function requestIdOf(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The one access-log line of a request, `request_id` in it as in every line about it (given
 * here, or bound to `logger` already).
 */
export function logRequest(
  logger: Logger,
  request: { requestId?: string; method: string; path: string; status: number; started: number },
): void {
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      ...(request.requestId ? { request_id: request.requestId } : {}),
      method: request.method,
      path: request.path,
      status: request.status,
      duration_ms: Math.round((performance.now() - request.started) * 10) / 10,
    },
    'request',
  );
}

/**
 * Gives each request an id (kept from `X-Request-Id` when a proxy sent one), a logger that
 * carries it, and one JSON access-log line when the answer is sent.
 */
export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    const requestLogger = logger.child({ request_id: requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    logRequest(requestLogger, {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      started,
    });
  });
}
