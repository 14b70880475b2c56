import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  MyProfileInput,
  PasswordChangeInput,
  SessionInfo,
  StaffUser,
  TwoFactorConfirmInput,
} from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { passwordProblem } from '../../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { checkTotp, newRecoveryCodes, newTotpSecret, totpUrl } from '../../auth/totp.ts';
import { readSecuritySettings } from '../../db/repositories/app-settings.ts';
import {
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
} from '../../db/repositories/sessions.ts';
import { deleteRecoveryCodes, replaceRecoveryCodes } from '../../db/repositories/two-factor.ts';
import { findStaffUser, findUserById, updateUserFields } from '../../db/repositories/users.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import {
  answer,
  bearerSecurity,
  errorResponses,
  jsonBody,
  messageAnswer,
} from '../../lib/openapi.ts';

const Me = StaffUser.extend({ two_factor_required: z.boolean() });

const SessionParam = z.object({
  id: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'Unknown session')
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const CurrentPassword = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024, 'Password is too long'),
});

function wrongPassword(): ApiError {
  const message = 'The current password is not right';
  return new ApiError(422, message, { errors: { current_password: [message] } });
}

/** The signed-in user's own account: profile, password, sessions and two-factor sign-in. */
export function registerMeRoutes(
  router: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  const { db } = deps;
  const tags = ['My account'];
  const security = bearerSecurity;

  const me = async (id: number) => {
    const user = await findStaffUser(db, id);
    if (!user) throw notFound('User');
    return {
      ...user,
      two_factor_required: (await readSecuritySettings(db)).require_two_factor,
    };
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me',
      tags,
      summary: 'The signed-in user with their role, and whether owners require two factor',
      security,
      middleware: [auth] as const,
      responses: { 200: answer('user', Me, 'The signed-in user'), ...errorResponses(401) },
    }),
    async (c) => c.json({ success: true as const, user: await me(c.get('user').id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/me',
      tags,
      summary: 'Change my name',
      security,
      middleware: [auth] as const,
      request: { body: jsonBody(MyProfileInput, 'My name') },
      responses: {
        200: answer('user', Me, 'The signed-in user', true),
        ...errorResponses(400, 401, 413, 415, 422),
      },
    }),
    async (c) => {
      const { id } = c.get('user');
      await updateUserFields(db, id, { name: c.req.valid('json').name });
      return c.json(
        { success: true as const, message: 'Your name is saved', user: await me(id) },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/me/password',
      tags,
      summary: 'Change my password; every other session of mine ends',
      security,
      middleware: [auth] as const,
      request: { body: jsonBody(PasswordChangeInput, 'Current and new password') },
      responses: {
        200: messageAnswer('Password changed'),
        ...errorResponses(400, 401, 413, 415, 422),
      },
    }),
    async (c) => {
      const { current_password, new_password } = c.req.valid('json');
      const user = await findUserById(db, c.get('user').id);
      if (!user || !(await verifyPassword(current_password, user.password_hash)))
        throw wrongPassword();
      const problem = await passwordProblem(new_password, [user.email, user.name]);
      if (problem) throw new ApiError(422, problem, { errors: { new_password: [problem] } });
      const passwordHash = await hashPassword(new_password);
      await db.transaction().execute(async (trx) => {
        await updateUserFields(trx, user.id, { password_hash: passwordHash });
        await revokeUserSessions(trx, user.id, c.get('sessionId'));
      });
      return c.json(
        {
          success: true as const,
          message: 'Your password is changed. You are signed out everywhere else.',
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/me/sessions',
      tags,
      summary: 'My sessions still open: browser, address, when last used',
      security,
      middleware: [auth] as const,
      responses: {
        200: answer('sessions', SessionInfo.array(), 'Open sessions, newest first'),
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const rows = await listLiveSessions(db, c.get('user').id);
      const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
      return c.json(
        {
          success: true as const,
          sessions: rows.map((row) => ({
            id: row.id,
            ip: row.ip,
            user_agent: row.user_agent,
            created_at: new Date(row.created_at).toISOString(),
            last_used_at: iso(row.last_used_at),
            current: row.id === c.get('sessionId'),
          })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/me/sessions',
      tags,
      summary: 'End every session of mine but this one',
      security,
      middleware: [auth] as const,
      responses: { 200: messageAnswer('Ended'), ...errorResponses(401) },
    }),
    async (c) => {
      await revokeUserSessions(db, c.get('user').id, c.get('sessionId'));
      return c.json({ success: true as const, message: 'Every other session has ended' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/me/sessions/{id}',
      tags,
      summary: 'End one session of mine (this one too: that signs me out)',
      security,
      middleware: [auth] as const,
      request: { params: SessionParam },
      responses: { 200: messageAnswer('Ended'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      if (!(await revokeSession(db, c.req.valid('param').id, c.get('user').id)))
        throw notFound('Session');
      return c.json({ success: true as const, message: 'Session ended' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/two-factor',
      tags,
      summary:
        'Start setting up two-factor sign-in: a new secret and its otpauth:// URL for the QR code; it takes effect once confirmed with a code',
      security,
      middleware: [auth] as const,
      responses: {
        200: {
          description: 'The secret to scan or type into an authenticator app',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                secret: z.string(),
                otpauth_url: z.string(),
              }),
            },
          },
        },
        ...errorResponses(401, 409),
      },
    }),
    async (c) => {
      const user = await findUserById(db, c.get('user').id);
      if (!user) throw notFound('User');
      if (user.totp_enabled_at)
        throw new ApiError(
          409,
          'Two-factor sign-in is on already. Turn it off first to start again.',
        );
      const secret = newTotpSecret();
      await updateUserFields(db, user.id, { totp_secret: secret });
      return c.json(
        { success: true as const, secret, otpauth_url: totpUrl(secret, user.email) },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/me/two-factor/confirm',
      tags,
      summary:
        'Turn two-factor sign-in on with a first code; answers ten recovery codes, shown this once',
      security,
      middleware: [auth] as const,
      request: { body: jsonBody(TwoFactorConfirmInput, 'A code from the authenticator app') },
      responses: {
        200: {
          description: 'On; the recovery codes',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                message: z.string(),
                recovery_codes: z.array(z.string()),
              }),
            },
          },
        },
        ...errorResponses(400, 401, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const user = await findUserById(db, c.get('user').id);
      if (!user?.totp_secret || user.totp_enabled_at)
        throw new ApiError(409, 'Start the two-factor set-up first');
      if (!checkTotp(user.totp_secret, c.req.valid('json').code)) {
        const message = 'That code is not right. Check the time on your phone and try again.';
        throw new ApiError(422, message, { errors: { code: [message] } });
      }
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await updateUserFields(trx, user.id, { totp_enabled_at: new Date() });
        await replaceRecoveryCodes(trx, user.id, codes);
      });
      return c.json(
        {
          success: true as const,
          message: 'Two-factor sign-in is on. Keep these recovery codes somewhere safe.',
          recovery_codes: codes,
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/me/two-factor',
      tags,
      summary: 'Turn two-factor sign-in off (with my password); not while owners require it',
      security,
      middleware: [auth] as const,
      request: { body: jsonBody(CurrentPassword, 'My password') },
      responses: {
        200: messageAnswer('Off'),
        ...errorResponses(400, 401, 403, 413, 415, 422),
      },
    }),
    async (c) => {
      if ((await readSecuritySettings(db)).require_two_factor)
        throw new ApiError(
          403,
          'Two-factor sign-in is required for every account, so it stays on.',
        );
      const user = await findUserById(db, c.get('user').id);
      if (
        !user ||
        !(await verifyPassword(c.req.valid('json').current_password, user.password_hash))
      )
        throw wrongPassword();
      await db.transaction().execute(async (trx) => {
        await updateUserFields(trx, user.id, { totp_secret: null, totp_enabled_at: null });
        await deleteRecoveryCodes(trx, user.id);
      });
      return c.json({ success: true as const, message: 'Two-factor sign-in is off' }, 200);
    },
  );
}
