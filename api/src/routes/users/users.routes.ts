import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AcceptInvitationInput, IdParam, StaffUser, UserInput, UserUpdate } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { passwordProblem } from '../../auth/password-strength.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { DB } from '../../db/database.ts';
import { insertAuditEvent } from '../../db/repositories/audit-events.ts';
import {
  createInvitation,
  findInvitation,
  useInvitation,
} from '../../db/repositories/invitations.ts';
import { revokeUserSessions } from '../../db/repositories/sessions.ts';
import {
  countOtherActiveOwners,
  deleteUser,
  findStaffUser,
  insertInvitedUser,
  listStaffUsers,
  updateUserFields,
} from '../../db/repositories/users.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import {
  answer,
  bearerSecurity,
  errorResponses,
  jsonBody,
  messageAnswer,
} from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { requireOwner } from '../../middleware/require-auth.ts';

/** The console page where an invitee sets their password. */
export function invitationPath(token: string): string {
  return `/admin/invitation/${token}`;
}

const TokenParam = z.object({
  token: z
    .string()
    .regex(/^[\w-]{20,100}$/, 'This invitation link is not valid')
    .openapi({ param: { name: 'token', in: 'path' } }),
});

const LAST_OWNER =
  'This is the last active owner. Make another user an owner first, so someone can still manage users.';

/**
 * Whether a change leaves no active owner. Runs in the change's transaction with the owners'
 * rows locked, so two owners demoting each other at once cannot both succeed.
 */
async function wouldRemoveLastOwner(
  trx: DB,
  id: number,
  change: { role?: string; active?: boolean } | 'delete',
) {
  const target = await trx
    .selectFrom('users')
    .select(['role', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (target?.role !== 'owner' || !target.active) return false;
  const leaves = change === 'delete' || change.role === 'staff' || change.active === false;
  if (!leaves) return false;
  await trx.selectFrom('users').select('id').where('role', '=', 'owner').forUpdate().execute();
  return (await countOtherActiveOwners(trx, id)) === 0;
}

/**
 * Emails the link when SMTP is configured. The link is answered to the owner as well, so a mail
 * failure only changes the message: the owner copies the link instead.
 */
async function emailLink(
  deps: AppDeps,
  user: { email: string; name: string },
  path: string,
  reset: boolean,
): Promise<boolean> {
  const email = deps.alerts.email;
  if (!email) return false;
  try {
    await email.sendInvitation(user.email, user.name, path, reset);
    return true;
  } catch (error) {
    deps.logger.warn({ err: error }, 'invitation email failed; the owner has the link');
    return false;
  }
}

export function registerUserRoutes(
  router: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  const { db } = deps;
  const tags = ['Users'];
  const owner = requireOwner('manage users');
  const security = bearerSecurity;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags,
      summary: 'Every user of the console (owner only)',
      security,
      middleware: [auth, owner] as const,
      responses: {
        200: answer('users', StaffUser.array(), 'All users'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json({ success: true as const, users: await listStaffUsers(db) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users',
      tags,
      summary:
        'Invite a user (owner only): answers the console link where they set their password, valid 72 hours and shown once',
      security,
      middleware: [auth, owner] as const,
      request: { body: jsonBody(UserInput, 'Who to invite, and their role') },
      responses: {
        201: {
          description: 'Invited',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                message: z.string(),
                user: StaffUser,
                invitation_url: z.string(),
                emailed: z.boolean(),
              }),
            },
          },
        },
        ...errorResponses(400, 401, 403, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { id, token } = await db.transaction().execute(async (trx) => {
        const userId = await insertInvitedUser(trx, input);
        return { id: userId, token: await createInvitation(trx, userId) };
      });
      const user = await findStaffUser(db, id);
      if (!user) throw notFound('User');
      const emailed = await emailLink(deps, user, invitationPath(token), false);
      return c.json(
        {
          success: true as const,
          message: emailed
            ? `User invited. The invitation link was emailed to ${user.email}; it works once, for 72 hours.`
            : 'User invited. Send them the invitation link: it works once, for 72 hours.',
          user,
          invitation_url: invitationPath(token),
          emailed,
        },
        201,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/users/{id}',
      tags,
      summary:
        'Rename, change the role of, deactivate or reactivate a user (owner only); deactivation ends their sessions at once',
      security,
      middleware: [auth, owner] as const,
      request: { params: IdParam, body: jsonBody(UserUpdate, 'The fields to change') },
      responses: {
        200: answer('user', StaffUser, 'The user as stored', true),
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      await db.transaction().execute(async (trx) => {
        if (await wouldRemoveLastOwner(trx, id, change)) throw new ApiError(409, LAST_OWNER);
        if (!(await updateUserFields(trx, id, change))) throw notFound('User');
        if (change.active === false) await revokeUserSessions(trx, id);
      });
      const user = await findStaffUser(db, id);
      if (!user) throw notFound('User');
      return c.json({ success: true as const, message: 'User updated successfully', user }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/users/{id}',
      tags,
      summary: 'Remove a user (owner only); the last active owner stays',
      security,
      middleware: [auth, owner] as const,
      request: { params: IdParam },
      responses: { 200: messageAnswer('Removed'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await db.transaction().execute(async (trx) => {
        if (await wouldRemoveLastOwner(trx, id, 'delete')) throw new ApiError(409, LAST_OWNER);
        if (!(await deleteUser(trx, id))) throw notFound('User');
      });
      return c.json({ success: true as const, message: 'User removed successfully' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/{id}/password-reset',
      tags,
      summary:
        'A new link for the user to set a password (owner only), as an invitation: 72 hours, once; earlier links stop working',
      security,
      middleware: [auth, owner] as const,
      request: { params: IdParam },
      responses: {
        200: {
          description: 'The link',
          content: {
            'application/json': {
              schema: z.object({
                success: z.literal(true),
                message: z.string(),
                invitation_url: z.string(),
                emailed: z.boolean(),
              }),
            },
          },
        },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const user = await findStaffUser(db, id);
      if (!user) throw notFound('User');
      const token = await createInvitation(db, id);
      const emailed = await emailLink(deps, user, invitationPath(token), true);
      return c.json(
        {
          success: true as const,
          message: emailed
            ? `Password reset link emailed to ${user.email}. It works once, for 72 hours.`
            : 'Password reset link created. It works once, for 72 hours.',
          invitation_url: invitationPath(token),
          emailed,
        },
        200,
      );
    },
  );

  const gone = (state: 'unknown' | 'used' | 'expired') => {
    if (state === 'unknown') return new ApiError(404, 'This invitation link is not valid');
    return new ApiError(
      410,
      state === 'used'
        ? 'This invitation link has been used already. Ask an owner for a new one.'
        : 'This invitation link has expired. Ask an owner for a new one.',
    );
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/invitations/{token}',
      tags,
      summary: 'Who an invitation is for, so the console can greet them (public, by link)',
      request: { params: TokenParam },
      responses: {
        200: answer(
          'invitation',
          z.object({ name: z.string(), email: z.string() }),
          'The invited user',
        ),
        ...errorResponses(400, 404, 410),
      },
    }),
    async (c) => {
      const found = await findInvitation(db, c.req.valid('param').token);
      if (found.state !== 'open') throw gone(found.state);
      return c.json(
        { success: true as const, invitation: { name: found.name, email: found.email } },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/invitations/{token}/accept',
      tags,
      summary:
        'Set a password through an invitation or reset link (public, by link); then the user signs in. Used or expired links answer 410',
      request: { params: TokenParam, body: jsonBody(AcceptInvitationInput, 'The new password') },
      responses: {
        200: messageAnswer('Password set'),
        ...errorResponses(400, 404, 410, 413, 415, 422),
      },
    }),
    async (c) => {
      const { password } = c.req.valid('json');
      const found = await findInvitation(db, c.req.valid('param').token);
      if (found.state !== 'open') throw gone(found.state);
      const problem = await passwordProblem(password, [found.email, found.name]);
      if (problem) throw new ApiError(422, problem, { errors: { password: [problem] } });
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        if (!(await useInvitation(trx, found.id))) throw gone('used');
        await updateUserFields(trx, found.userId, { password_hash: passwordHash });
        await revokeUserSessions(trx, found.userId);
        await insertAuditEvent(trx, {
          actorId: found.userId,
          actorName: found.name,
          action: 'accept_invitation',
          entity: 'users',
          entityId: found.userId,
          ip: clientIp(c, deps.config.TRUST_PROXY),
          changes: { password_hash: { after: '[redacted]' } },
        });
      });
      return c.json(
        { success: true as const, message: 'Your password is set. You can sign in now.' },
        200,
      );
    },
  );
}
