import { SMS_ALERTS_NEED_PHONE } from '@tow/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { passwordProblem } from '../../auth/password-strength.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { insertAuditEvent } from '../../db/repositories/audit-events.ts';
import {
  createInvitation,
  findInvitation,
  useInvitation,
} from '../../db/repositories/invitations.ts';
import { isOnRota } from '../../db/repositories/on-call.ts';
import { revokeUserSessions } from '../../db/repositories/sessions.ts';
import {
  deleteUser,
  findStaffUser,
  insertInvitedUser,
  listStaffUsers,
  updateUserFields,
  wouldRemoveLastOwner,
  wouldTextNobody,
} from '../../db/repositories/users.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type * as routes from './users.routes.ts';

/** The console page where an invitee sets their password. */
export function invitationPath(token: string): string {
  return `/admin/invitation/${token}`;
}

/** 422 for alerts by text turned on (or left on) with no mobile number. */
export function textsNeedPhone(): ApiError {
  return new ApiError(422, SMS_ALERTS_NEED_PHONE, { errors: { phone: [SMS_ALERTS_NEED_PHONE] } });
}

const ON_ROTA = 'This user is on the on-call rota. Take them off it first, then remove them.';

const LAST_OWNER =
  'This is the last active owner. Make another user an owner first, so someone can still manage users.';

function gone(state: 'unknown' | 'used' | 'expired'): ApiError {
  if (state === 'unknown') return new ApiError(404, 'This invitation link is not valid');
  return new ApiError(
    410,
    state === 'used'
      ? 'This invitation link has been used already. Ask an owner for a new one.'
      : 'This invitation link has expired. Ask an owner for a new one.',
  );
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

/** What each call on the console's users does. */
export function userHandlers(deps: AppDeps) {
  const { db } = deps;

  const listUsers: AppRouteHandler<typeof routes.listUsers> = async (c) =>
    c.json({ success: true as const, users: await listStaffUsers(db) }, 200);

  const inviteUser: AppRouteHandler<typeof routes.inviteUser> = async (c) => {
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
  };

  const updateUser: AppRouteHandler<typeof routes.updateUser> = async (c) => {
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    await db.transaction().execute(async (trx) => {
      if (await wouldRemoveLastOwner(trx, id, change)) throw new ApiError(409, LAST_OWNER);
      if (await wouldTextNobody(trx, id, change)) throw textsNeedPhone();
      if (!(await updateUserFields(trx, id, change))) throw notFound('User');
      if (change.active === false) await revokeUserSessions(trx, id);
    });
    const user = await findStaffUser(db, id);
    if (!user) throw notFound('User');
    return c.json({ success: true as const, message: 'User updated successfully', user }, 200);
  };

  const removeUser: AppRouteHandler<typeof routes.removeUser> = async (c) => {
    const { id } = c.req.valid('param');
    await db.transaction().execute(async (trx) => {
      if (await wouldRemoveLastOwner(trx, id, 'delete')) throw new ApiError(409, LAST_OWNER);
      if (await isOnRota(trx, id)) throw new ApiError(409, ON_ROTA);
      if (!(await deleteUser(trx, id))) throw notFound('User');
    });
    return c.json({ success: true as const, message: 'User removed successfully' }, 200);
  };

  const resetPassword: AppRouteHandler<typeof routes.resetPassword> = async (c) => {
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
  };

  const readInvitation: AppRouteHandler<typeof routes.readInvitation> = async (c) => {
    const found = await findInvitation(db, c.req.valid('param').token);
    if (found.state !== 'open') throw gone(found.state);
    return c.json(
      { success: true as const, invitation: { name: found.name, email: found.email } },
      200,
    );
  };

  const acceptInvitation: AppRouteHandler<typeof routes.acceptInvitation> = async (c) => {
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
  };

  return {
    listUsers,
    inviteUser,
    updateUser,
    removeUser,
    resetPassword,
    readInvitation,
    acceptInvitation,
  };
}
