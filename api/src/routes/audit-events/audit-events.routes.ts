import { createRoute, z } from '@hono/zod-openapi';
import { AuditEvent } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { listAuditEvents } from '../../db/repositories/audit-events.ts';
import { bearerSecurity, errorResponses, successAnswer } from '../../lib/openapi.ts';
import { requireOwner } from '../../middleware/require-auth.ts';

const Timestamp = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use a date or time like 2026-11-23')
  .transform((value) => new Date(value));

const AuditQuery = z.object({
  actor: z.coerce
    .number({ error: 'actor must be a user id' })
    .int('actor must be a user id')
    .min(1, 'actor must be a user id')
    .max(2_147_483_647, 'actor must be a user id')
    .optional(),
  entity: z.string().max(60).optional(),
  entity_id: z.string().max(60).optional(),
  from: Timestamp.optional(),
  to: Timestamp.optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200, 'per_page is at most 200').default(50),
});

export const registerAuditEventRoutes: RegisterRoutes = (router, { db }, auth) => {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/audit-events',
      operationId: 'listAuditEvents',
      tags: ['Activity'],
      summary:
        'The audit trail, newest first (owner only): who changed what, when and from where; personal fields redacted',
      security: bearerSecurity,
      middleware: [auth, requireOwner('see the activity log')] as const,
      request: { query: AuditQuery },
      responses: {
        200: successAnswer('A page of the trail', {
          events: AuditEvent.array(),
          page: z.number().int(),
          per_page: z.number().int(),
          total: z.number().int(),
        }),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { events, total } = await listAuditEvents(
        db,
        {
          actor: query.actor,
          entity: query.entity,
          entityId: query.entity_id,
          from: query.from,
          to: query.to,
        },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return c.json(
        { success: true as const, events, page: query.page, per_page: query.per_page, total },
        200,
      );
    },
  );
};
