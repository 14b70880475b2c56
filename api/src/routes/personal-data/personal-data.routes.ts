import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv, RegisterRoutes } from '../../app-deps.ts';
import { insertAuditEvent } from '../../db/repositories/audit-events.ts';
import {
  erasePersonalData,
  exportPersonalData,
  type PersonQuery,
} from '../../db/repositories/personal-data.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  errorResponses,
  messageAnswer,
  routeDeclarations,
  successAnswer,
} from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { requireOwner } from '../../middleware/require-auth.ts';

const PersonParams = z.object({
  phone: z.string().max(40, 'phone is too long').optional(),
  email: z.email({ error: 'email must be an email address' }).max(254).optional(),
});

function person(query: z.infer<typeof PersonParams>): PersonQuery {
  if (query.phone && !query.email) return { phone: query.phone };
  if (query.email && !query.phone) return { email: query.email };
  throw new ApiError(422, 'Give either phone or email', {
    errors: { phone: ['Give either phone or email'] },
  });
}

/**
 * UK GDPR requests (owner only): everything held about a phone number or email, as JSON, and
 * its erasure. The audit entries say what was looked up by (a phone number or an email) and how
 * many records, never whose.
 */
export const registerPersonalDataRoutes: RegisterRoutes = (router, { db, config }, auth) => {
  const { staffRoute } = routeDeclarations(['Personal data']);
  const owner = requireOwner('search, export or erase personal data');
  const record = async (
    c: Context<AppEnv>,
    action: 'look_up' | 'erase',
    query: PersonQuery,
    count: number,
  ) => {
    const user = c.get('user');
    await insertAuditEvent(db, {
      actorId: user.id,
      actorName: user.name,
      action,
      entity: 'personal_data',
      entityId: null,
      ip: clientIp(c, config.TRUST_PROXY),
      changes: {
        by: { after: 'phone' in query ? 'phone' : 'email' },
        callback_requests: { after: count },
      },
    });
    c.set('audited', true);
  };

  router.openapi(
    staffRoute({
      method: 'get',
      path: '/personal-data',
      operationId: 'exportPersonalData',
      summary: 'Look up everything held about a phone number or an email (owner only)',
      middleware: [auth, owner] as const,
      request: { query: PersonParams },
      responses: {
        200: successAnswer('The data, as JSON', {
          data: z.object({
            callback_requests: z.array(z.record(z.string(), z.unknown())),
            users: z.array(z.record(z.string(), z.unknown())),
          }),
        }),
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const query = person(c.req.valid('query'));
      const data = await exportPersonalData(db, query);
      await record(c, 'look_up', query, data.callback_requests.length);
      c.header('Content-Disposition', 'attachment; filename="personal-data.json"');
      return c.json({ success: true as const, data }, 200);
    },
  );

  router.openapi(
    staffRoute({
      method: 'delete',
      path: '/personal-data',
      operationId: 'erasePersonalData',
      summary:
        'Erase what is held about a phone number or an email (owner only): their callback requests are anonymised',
      middleware: [auth, owner] as const,
      request: { query: PersonParams },
      responses: { 200: messageAnswer('Erased'), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const query = person(c.req.valid('query'));
      const count = await erasePersonalData(db, query);
      await record(c, 'erase', query, count);
      return c.json(
        {
          success: true as const,
          message: `Personal data erased from ${count} callback request${count === 1 ? '' : 's'}`,
        },
        200,
      );
    },
  );
};
