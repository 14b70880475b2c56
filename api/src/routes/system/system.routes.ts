import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { pingDatabase } from '../../db/repositories/health.ts';
import { jsonAnswer, noSecurity } from '../../lib/openapi.ts';

const Health = z.object({ success: z.literal(true), status: z.literal('ok') });

/** Liveness says the process answers; readiness also needs the database. */
export function registerSystemRoutes(router: OpenAPIHono<AppEnv>, { db }: AppDeps) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      operationId: 'getHealth',
      tags: ['System'],
      security: noSecurity,
      summary: 'Liveness: the process is up',
      responses: {
        200: jsonAnswer('Up', Health),
      },
    }),
    (c) => c.json({ success: true as const, status: 'ok' as const }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      operationId: 'getReadiness',
      tags: ['System'],
      security: noSecurity,
      summary: 'Readiness: the database answers',
      responses: {
        200: jsonAnswer('Ready', Health),
        503: { description: 'The database is unreachable' },
      },
    }),
    async (c) => {
      try {
        await pingDatabase(db);
      } catch {
        return c.json({ success: false, message: 'Database unavailable' }, 503);
      }
      return c.json({ success: true as const, status: 'ok' as const }, 200);
    },
  );
}
