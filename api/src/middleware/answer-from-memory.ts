import { BASELINE_HEADERS, NON_DOCUMENT_CSP } from '@tow/server-kit/security-headers';
import { getPath } from 'hono/utils/url';
import type { AppDeps } from '../app-deps.ts';
import { logRequest, requestIdOf } from './request-context.ts';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

const SECURITY_HEADERS = { ...BASELINE_HEADERS, 'Content-Security-Policy': NON_DOCUMENT_CSP };

/**
 * `fetch` of the API with a short way for the public reads kept in memory: they are answered
 * before any routing or middleware, with what the middleware would have added (request id,
 * security headers, `Vary: Origin` where CORS is on, the access-log line), which makes them
 * several times faster. A cross-origin call where CORS is configured takes the long way, so
 * its CORS rules apply as they are.
 */
export function answerFromMemory<F extends Fetch>(
  {
    publicAnswers,
    config,
    logger,
    metrics,
  }: Pick<AppDeps, 'publicAnswers' | 'config' | 'logger' | 'metrics'>,
  dispatch: F,
): F {
  const cors = config.CORS_ORIGINS.length > 0;
  return ((request: Request, ...rest: never[]) => {
    if (request.method !== 'GET') return dispatch(request, ...rest);
    const started = performance.now();
    const path = getPath(request);
    const sent = publicAnswers.fromMemory(path, request);
    const headers = request.headers;
    // A read sent with a body goes the long way, where the body limit applies.
    const body = headers.has('content-length') || headers.has('transfer-encoding');
    if (!sent || body || (cors && headers.has('origin'))) return dispatch(request, ...rest);
    const requestId = requestIdOf(headers.get('x-request-id'));
    const answer: Record<string, string> = {
      ...SECURITY_HEADERS,
      ...sent.headers,
      'X-Request-Id': requestId,
    };
    if (cors) answer.Vary += ', Origin';
    logRequest(logger, { requestId, method: 'GET', path, status: sent.status, started });
    // Only routes without parameters are kept, so the path is the route's pattern.
    metrics.observeHttp({
      method: 'GET',
      route: path,
      status: sent.status,
      seconds: (performance.now() - started) / 1000,
    });
    return new Response(sent.body, { status: sent.status, headers: answer });
  }) as F;
}
