import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import { ApiError } from '../lib/api-error.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/**
 * A body sent to the API must be JSON; anything else is refused before validation. Under
 * `formPrefix` (the SMS providers' webhooks, which post forms) a form is taken too, and at the
 * `uploadPaths` (POST only) a multipart form with a file.
 */
export function requireJsonBody(formPrefix: string, uploadPaths: readonly string[] = []) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    const type = c.req.header('content-type');
    if (
      (method === 'POST' || method === 'PUT' || method === 'PATCH') &&
      type &&
      !JSON_TYPE.test(type) &&
      !(FORM_TYPE.test(type) && c.req.path.startsWith(formPrefix)) &&
      !(method === 'POST' && MULTIPART_TYPE.test(type) && uploadPaths.includes(c.req.path))
    ) {
      throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    await next();
  });
}
