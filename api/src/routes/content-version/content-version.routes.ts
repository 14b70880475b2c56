import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { answer, errorResponses, noSecurity } from '../../lib/openapi.ts';

/** Well inside the 30 s an nginx in between waits for an answer. */
const LONGEST_WAIT_MS = 20_000;

const Query = z.object({
  after: z.coerce.number().int().min(0).optional().openapi({
    description: 'The version the caller has; the answer waits until there is another one',
  }),
});

/**
 * How the SSR servers, processes of their own that reach the API over HTTP, learn that public
 * content changed: they ask with the version they have and the answer comes the moment staff
 * change content, on whichever replica (or after 20 s with the same version, and they ask again).
 * It tells nothing but a number that every changed ETag already gives away.
 */
export function registerContentVersionRoutes(router: OpenAPIHono<AppEnv>, { content }: AppDeps) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/content-version',
      operationId: 'getContentVersion',
      tags: ['System'],
      security: noSecurity,
      summary: 'Version of the public content; with `after`, waits until it changes (long poll)',
      request: { query: Query },
      responses: {
        200: answer('version', z.number().int(), 'The current version'),
        ...errorResponses(400, 422),
        503: { description: 'This replica is stopping: ask again (another replica answers)' },
      },
    }),
    async (c) => {
      const { after } = c.req.valid('query');
      const version =
        after === undefined ? content.current() : await content.next(after, LONGEST_WAIT_MS);
      c.header('Cache-Control', 'no-store');
      if (version === null) {
        c.header('Retry-After', '1');
        return c.json({ success: false, message: 'This server is stopping; ask again' }, 503);
      }
      return c.json({ success: true as const, version }, 200);
    },
  );
}
