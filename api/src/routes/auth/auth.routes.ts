import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { LoginInput, User } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { dummyHash, verifyPassword } from '../../auth/passwords.ts';
import { newSessionId } from '../../auth/tokens.ts';
import { createSession, revokeSession } from '../../db/repositories/sessions.ts';
import { findUserByEmail } from '../../db/repositories/users.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  answer,
  bearerSecurity,
  errorResponses,
  jsonBody,
  messageAnswer,
} from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';

const LoginAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: User,
});

export function registerAuthRoutes(
  router: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  const { db, config, tokens } = deps;
  const tags = ['Auth'];
  const limiter = rateLimit({
    db,
    name: 'login',
    limit: config.LOGIN_RATE_LIMIT.limit,
    windowMs: config.LOGIN_RATE_LIMIT.windowMs,
    trustProxy: config.TRUST_PROXY,
    message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  });

  router.openapi(
    createRoute({
      method: 'post',
      path: '/auth/login',
      tags,
      summary: 'Sign in with email and password; answers a bearer token bound to a new session',
      middleware: [limiter] as const,
      request: { body: jsonBody(LoginInput, 'Credentials') },
      responses: {
        200: { description: 'Signed in', content: { 'application/json': { schema: LoginAnswer } } },
        ...errorResponses(400, 401, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
      if (!user || !valid) {
        c.get('logger').warn({ email_domain: email.split('@')[1] }, 'failed sign-in');
        throw new ApiError(401, 'Invalid email or password');
      }
      const sessionId = newSessionId();
      const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
      await createSession(db, { id: sessionId, userId: user.id, expiresAt });
      const token = await tokens.sign(sessionId, user.id, expiresAt);
      return c.json(
        {
          success: true as const,
          message: 'Signed in successfully',
          token,
          user: { id: user.id, name: user.name, email: user.email },
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/auth/logout',
      tags,
      summary: 'End the session of the bearer token; the token stops working at once',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: messageAnswer('Signed out'), ...errorResponses(401) },
    }),
    async (c) => {
      await revokeSession(db, c.get('sessionId'));
      return c.json({ success: true as const, message: 'Signed out successfully' }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/auth/me',
      tags,
      summary: 'The signed-in user, to check that a stored token still works',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: answer('user', User, 'The user of this session'), ...errorResponses(401) },
    }),
    async (c) => c.json({ success: true as const, user: c.get('user') }, 200),
  );
}
