import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { SecuritySettings } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import { readSecuritySettings, writeSecuritySettings } from '../../db/repositories/app-settings.ts';
import { insertAuditEvent } from '../../db/repositories/audit-events.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import { answer, errorResponses, jsonBody, routeDeclarations } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { requireOwner } from '../../middleware/require-auth.ts';

export function registerSettingsRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, config, publicAnswers }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  const { publicRoute, staffRoute } = routeDeclarations(['Settings']);
  const owner = requireOwner('change security and retention settings');

  router.openapi(
    publicRoute({
      method: 'get',
      path: '/privacy',
      summary: 'How long personal data is kept (public: the privacy policy states it)',
      middleware: [publicAnswers.cached()] as const,
      responses: {
        200: answer(
          'privacy',
          z.object({ retention_days: z.number().int() }),
          'The retention period in days',
        ),
      },
    }),
    async (c) => {
      const { retention_days } = await readSecuritySettings(db);
      return c.json({ success: true as const, privacy: { retention_days } }, 200);
    },
  );

  router.openapi(
    staffRoute({
      method: 'get',
      path: '/settings/security',
      summary: 'Retention period and whether two factor is required for everyone (owner only)',
      middleware: [auth, owner] as const,
      responses: {
        200: answer('settings', SecuritySettings, 'The settings'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json({ success: true as const, settings: await readSecuritySettings(db) }, 200),
  );

  router.openapi(
    staffRoute({
      method: 'put',
      path: '/settings/security',
      summary: 'Change the retention period and the two-factor requirement (owner only)',
      middleware: [auth, owner] as const,
      request: { body: jsonBody(SecuritySettings, 'Both settings') },
      responses: {
        200: answer('settings', SecuritySettings, 'The settings as stored', true),
        ...errorResponses(400, 401, 403, 413, 415, 422),
      },
    }),
    async (c) => {
      const next = c.req.valid('json');
      const user = c.get('user');
      // An owner without two factor would lock themselves out of this very setting.
      if (next.require_two_factor && !(await findUserById(db, user.id))?.totp_enabled_at) {
        const message = 'Turn on two-factor sign-in for your own account first (My account).';
        throw new ApiError(422, message, { errors: { require_two_factor: [message] } });
      }
      await db.transaction().execute(async (trx) => {
        const before = await readSecuritySettings(trx);
        await writeSecuritySettings(trx, next);
        const changes = Object.fromEntries(
          Object.entries(next)
            .filter(([name, value]) => before[name as keyof typeof before] !== value)
            .map(([name, value]) => [
              name,
              { before: before[name as keyof typeof before], after: value },
            ]),
        );
        await insertAuditEvent(trx, {
          actorId: user.id,
          actorName: user.name,
          action: 'update',
          entity: 'settings',
          entityId: 'security',
          ip: clientIp(c, config.TRUST_PROXY),
          changes,
        });
      });
      c.set('audited', true);
      return c.json(
        {
          success: true as const,
          message: 'Settings saved',
          settings: await readSecuritySettings(db),
        },
        200,
      );
    },
  );
}
