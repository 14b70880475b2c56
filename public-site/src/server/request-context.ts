import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from '@tow/server-kit/logger';
import { createMiddleware } from 'hono/factory';
import { getPath } from 'hono/utils/url';
import type { ApiFetch } from '../data/api.ts';

/** The same rule as the API's: a proxy's id is kept when it looks like one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Headers of the page request that its API calls pass on. */
const FORWARDED = ['x-real-ip', 'x-forwarded-for', 'x-forwarded-proto'] as const;

interface PageRequest {
  readonly requestId: string;
  readonly forwarded: Readonly<Record<string, string>>;
}

const current = new AsyncLocalStorage<PageRequest>();

/** nginx's request id when it looks like one, else a new one. */
export function requestIdOf(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The one JSON access-log line of a page request, with its id. */
export function logPageRequest(
  logger: Logger,
  request: Request,
  answer: { requestId: string; status: number; started: number },
): void {
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      request_id: answer.requestId,
      method: request.method,
      path: getPath(request),
      status: answer.status,
      duration_ms: Math.round((performance.now() - answer.started) * 10) / 10,
    },
    'request',
  );
}

/**
 * Gives each page request an id (kept from nginx's `X-Request-Id`), answers with it, writes one
 * JSON access-log line carrying it, and makes it, with the client's address headers, available
 * to the API calls the render makes (see `forwardPageRequest`). The loaders run inside the SSR
 * bundle, which knows nothing of requests, so the id travels in AsyncLocalStorage.
 */
export function pageRequestContext(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'));
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) forwarded[name] = value;
    }
    const started = performance.now();
    // Before the handler: added to a finished answer, Hono would copy it into a streamed one.
    c.header('X-Request-Id', requestId);
    await current.run({ requestId, forwarded }, next);
    if (!c.res.headers.has('X-Request-Id')) c.header('X-Request-Id', requestId);
    logPageRequest(logger, c.req.raw, { requestId, status: c.res.status, started });
  });
}

/**
 * Wraps how the server reaches the API so every call made while rendering a page carries that
 * page's request id, and the visitor's address as nginx reported it (the API reads it only with
 * `TRUST_PROXY=true`, so a form posted without JavaScript is rate-limited per visitor, not per
 * SSR server).
 */
export function forwardPageRequest(apiFetch: ApiFetch): ApiFetch {
  return (path, init) => {
    const page = current.getStore();
    if (!page) return apiFetch(path, init);
    const headers = new Headers(init?.headers);
    headers.set('X-Request-Id', page.requestId);
    for (const [name, value] of Object.entries(page.forwarded)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    return apiFetch(path, { ...init, headers });
  };
}
