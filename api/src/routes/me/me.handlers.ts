import type { AppDeps } from '../../app-deps.ts';
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
import {
  findStaffUser,
  findUserById,
  updateUserFields,
  wouldTextNobody,
} from '../../db/repositories/users.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { RouteHandlers } from '../../lib/openapi.ts';
import { textsNeedPhone } from '../users/users.handlers.ts';
import type { meRoutes } from './me.routes.ts';

function wrongPassword(): ApiError {
  const message = 'The current password is not right';
  return new ApiError(422, message, { errors: { current_password: [message] } });
}

/** What each call on the signed-in user's own account does. */
export function meHandlers({ db }: AppDeps): RouteHandlers<typeof meRoutes> {
  /** The signed-in user with their role, and whether owners require two factor. */
  const me = async (id: number) => {
    const user = await findStaffUser(db, id);
    if (!user) throw notFound('User');
    return {
      ...user,
      two_factor_required: (await readSecuritySettings(db)).require_two_factor,
    };
  };

  return {
    getMe: async (c) => c.json({ success: true as const, user: await me(c.get('user').id) }, 200),

    updateProfile: async (c) => {
      const { id } = c.get('user');
      const change = c.req.valid('json');
      await db.transaction().execute(async (trx) => {
        if (await wouldTextNobody(trx, id, change)) throw textsNeedPhone();
        await updateUserFields(trx, id, change);
      });
      const onlyName = change.phone === undefined && change.sms_alerts === undefined;
      return c.json(
        {
          success: true as const,
          message: onlyName ? 'Your name is saved' : 'Your profile is saved',
          user: await me(id),
        },
        200,
      );
    },

    changePassword: async (c) => {
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

    listSessions: async (c) => {
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

    endOtherSessions: async (c) => {
      await revokeUserSessions(db, c.get('user').id, c.get('sessionId'));
      return c.json({ success: true as const, message: 'Every other session has ended' }, 200);
    },

    endSession: async (c) => {
      if (!(await revokeSession(db, c.req.valid('param').id, c.get('user').id)))
        throw notFound('Session');
      return c.json({ success: true as const, message: 'Session ended' }, 200);
    },

    startTwoFactor: async (c) => {
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

    confirmTwoFactor: async (c) => {
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

    turnOffTwoFactor: async (c) => {
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
  };
}
