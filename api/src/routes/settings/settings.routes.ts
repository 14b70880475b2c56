import { z } from '@hono/zod-openapi';
import { SecuritySettings } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { saveSettings } from '../../audit/save-settings.ts';
import { readSecuritySettings, writeSecuritySettings } from '../../db/repositories/app-settings.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import { documentRoutes } from '../../lib/document-routes.ts';
import { answer, behind, jsonBody, routeDeclarations } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { requireOwner } from '../../middleware/require-auth.ts';

const SECURITY = { name: 'security', read: readSecuritySettings, write: writeSecuritySettings };

const declarations = routeDeclarations(['Settings']);

const security = documentRoutes(declarations, {
  path: '/settings/security',
  key: 'settings',
  record: SecuritySettings,
  read: {
    access: 'staff',
    operationId: 'getSecuritySettings',
    summary: 'Retention period and whether two factor is required for everyone (owner only)',
    answer: 'The settings',
  },
  write: {
    operationId: 'updateSecuritySettings',
    summary: 'Change the retention period and the two-factor requirement (owner only)',
    body: jsonBody(SecuritySettings, 'Both settings'),
    answer: 'The settings as stored',
  },
});

export const registerSettingsRoutes: RegisterRoutes = (
  router,
  { db, config, publicAnswers },
  auth,
) => {
  const owner = requireOwner('change security and retention settings');

  router.openapi(
    declarations.publicRoute({
      method: 'get',
      path: '/privacy',
      operationId: 'getPrivacySettings',
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

  router.openapi(behind(security.read, auth, owner), async (c) =>
    c.json({ success: true as const, settings: await readSecuritySettings(db) }, 200),
  );

  router.openapi(behind(security.write, auth, owner), async (c) => {
    const next = c.req.valid('json');
    const user = c.get('user');
    // An owner without two factor would lock themselves out of this very setting.
    if (next.require_two_factor && !(await findUserById(db, user.id))?.totp_enabled_at) {
      const message = 'Turn on two-factor sign-in for your own account first (My account).';
      throw new ApiError(422, message, { errors: { require_two_factor: [message] } });
    }
    const actor = { id: user.id, name: user.name, ip: clientIp(c, config.TRUST_PROXY) };
    const settings = await saveSettings(db, SECURITY, next, actor);
    c.set('audited', true);
    return c.json({ success: true as const, message: 'Settings saved', settings }, 200);
  });
};
