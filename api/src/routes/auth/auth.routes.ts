import { z } from '@hono/zod-openapi';
import { LoginInput, TwoFactorLoginInput, User } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { newToken } from '../../auth/one-time-tokens.ts';
import { dummyHash, verifyPassword } from '../../auth/passwords.ts';
import { recordFailedSignIn, signIn } from '../../auth/sign-in.ts';
import { totpStep } from '../../auth/totp.ts';
import { revokeSession } from '../../db/repositories/sessions.ts';
import {
  CHALLENGE_MAX_FAILURES,
  closeChallenge,
  createChallenge,
  findOpenChallenge,
  recordChallengeFailure,
  useRecoveryCode,
  useTotpStep,
} from '../../db/repositories/two-factor.ts';
import { findUserByEmail, findUserById } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  answer,
  errorResponses,
  jsonAnswer,
  jsonBody,
  messageAnswer,
  routeDeclarations,
} from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

const LoginAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: User,
});

const TwoFactorRequiredAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  two_factor_required: z.literal(true),
  challenge: z.string(),
});

export const registerAuthRoutes: RegisterRoutes = (router, deps, auth) => {
  const { db, config, newHitCounter } = deps;
  const { publicRoute, staffRoute } = routeDeclarations(['Auth']);
  const limiter = rateLimit({
    counter: newHitCounter(),
    name: 'login',
    limit: config.LOGIN_RATE_LIMIT.limit,
    windowMs: config.LOGIN_RATE_LIMIT.windowMs,
    trustProxy: config.TRUST_PROXY,
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  });

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/login',
      operationId: 'login',
      summary: 'Sign in with email and password; answers a bearer token bound to a new session',
      middleware: [limiter] as const,
      request: { body: jsonBody(LoginInput, 'Credentials') },
      responses: {
        200: jsonAnswer(
          'Signed in, or (for a user with two factor) a challenge for POST /auth/two-factor',
          z.union([LoginAnswer, TwoFactorRequiredAnswer]),
        ),
        ...errorResponses(400, 401, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.password_hash || (await dummyHash()));
      if (!user || !valid || !user.active) {
        c.get('logger').warn({ email_domain: email.split('@')[1] }, 'failed sign-in');
        await recordFailedSignIn(
          c,
          deps,
          user,
          !user ? 'unknown email' : !valid ? 'wrong password' : 'account deactivated',
        );
        throw new ApiError(401, 'Invalid email or password');
      }
      if (user.totp_enabled_at) {
        const challenge = newToken();
        await createChallenge(db, challenge, user.id);
        return c.json(
          {
            success: true as const,
            message: 'Enter the code from your authenticator app',
            two_factor_required: true as const,
            challenge,
          },
          200,
        );
      }
      return c.json(await signIn(c, deps, user, 'password'), 200);
    },
  );

  router.openapi(
    publicRoute({
      method: 'post',
      path: '/auth/two-factor',
      operationId: 'verifyTwoFactorSignIn',
      summary:
        'Second step of sign-in for a user with two factor: the challenge from login and a code from their authenticator app, or one of their recovery codes (each works once)',
      middleware: [limiter] as const,
      request: { body: jsonBody(TwoFactorLoginInput, 'The challenge and a code') },
      responses: {
        200: jsonAnswer('Signed in', LoginAnswer),
        ...errorResponses(400, 401, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const { challenge, code } = c.req.valid('json');
      const userId = await findOpenChallenge(db, challenge);
      const user = userId === null ? null : await findUserById(db, userId);
      if (!user?.active || !user.totp_secret || !user.totp_enabled_at)
        throw new ApiError(401, 'This sign-in has expired. Please sign in again');
      const step = totpStep(user.totp_secret, code);
      const method =
        step !== null && (await useTotpStep(db, user.id, step))
          ? ('two_factor' as const)
          : (await useRecoveryCode(db, user.id, code))
            ? ('recovery_code' as const)
            : null;
      if (!method) {
        await recordChallengeFailure(db, challenge);
        await recordFailedSignIn(c, deps, user, 'wrong two-factor code');
        throw new ApiError(
          401,
          `That code is not right. Check the code in your authenticator app (at most ${CHALLENGE_MAX_FAILURES} tries).`,
        );
      }
      if (!(await closeChallenge(db, challenge)))
        throw new ApiError(401, 'This sign-in has expired. Please sign in again');
      return c.json(await signIn(c, deps, user, method), 200);
    },
  );

  router.openapi(
    staffRoute({
      method: 'post',
      path: '/auth/logout',
      operationId: 'logout',
      summary: 'End the session of the bearer token; the token stops working at once',
      middleware: [auth] as const,
      responses: { 200: messageAnswer('Signed out'), ...errorResponses(401) },
    }),
    async (c) => {
      await revokeSession(db, c.get('sessionId'));
      return c.json({ success: true as const, message: 'Signed out successfully' }, 200);
    },
  );

  router.openapi(
    staffRoute({
      method: 'get',
      path: '/auth/me',
      operationId: 'getSignedInUser',
      summary: 'The signed-in user, to check that a stored token still works',
      middleware: [auth] as const,
      responses: { 200: answer('user', User, 'The user of this session'), ...errorResponses(401) },
    }),
    async (c) => {
      const { id, name, email } = c.get('user');
      return c.json({ success: true as const, user: { id, name, email } }, 200);
    },
  );
};
