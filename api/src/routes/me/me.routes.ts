import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  MyProfileInput,
  PasswordChangeInput,
  SessionInfo,
  StaffUser,
  TwoFactorConfirmInput,
} from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import {
  answer,
  bearerSecurity,
  behind,
  errorResponses,
  jsonBody,
  messageAnswer,
} from '../../lib/openapi.ts';
import { meHandlers } from './me.handlers.ts';

const tags = ['My account'];
const security = bearerSecurity;

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

export const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags,
  summary: 'The signed-in user with their role, and whether owners require two factor',
  security,
  responses: { 200: answer('user', Me, 'The signed-in user'), ...errorResponses(401) },
});

export const updateProfile = createRoute({
  method: 'put',
  path: '/me',
  tags,
  summary:
    'Change my name, my mobile number (stored as E.164; empty or null removes it) or whether I get alerts by text (needs a mobile number)',
  security,
  request: { body: jsonBody(MyProfileInput, 'Any of: name, phone, sms_alerts') },
  responses: {
    200: answer('user', Me, 'The signed-in user', true),
    ...errorResponses(400, 401, 413, 415, 422),
  },
});

export const changePassword = createRoute({
  method: 'put',
  path: '/me/password',
  tags,
  summary: 'Change my password; every other session of mine ends',
  security,
  request: { body: jsonBody(PasswordChangeInput, 'Current and new password') },
  responses: {
    200: messageAnswer('Password changed'),
    ...errorResponses(400, 401, 413, 415, 422),
  },
});

export const listSessions = createRoute({
  method: 'get',
  path: '/me/sessions',
  tags,
  summary: 'My sessions still open: browser, address, when last used',
  security,
  responses: {
    200: answer('sessions', SessionInfo.array(), 'Open sessions, newest first'),
    ...errorResponses(401),
  },
});

export const endOtherSessions = createRoute({
  method: 'delete',
  path: '/me/sessions',
  tags,
  summary: 'End every session of mine but this one',
  security,
  responses: { 200: messageAnswer('Ended'), ...errorResponses(401) },
});

export const endSession = createRoute({
  method: 'delete',
  path: '/me/sessions/{id}',
  tags,
  summary: 'End one session of mine (this one too: that signs me out)',
  security,
  request: { params: SessionParam },
  responses: { 200: messageAnswer('Ended'), ...errorResponses(400, 401, 404) },
});

export const startTwoFactor = createRoute({
  method: 'post',
  path: '/me/two-factor',
  tags,
  summary:
    'Start setting up two-factor sign-in: a new secret and its otpauth:// URL for the QR code; it takes effect once confirmed with a code',
  security,
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
});

export const confirmTwoFactor = createRoute({
  method: 'post',
  path: '/me/two-factor/confirm',
  tags,
  summary:
    'Turn two-factor sign-in on with a first code; answers ten recovery codes, shown this once',
  security,
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
});

export const turnOffTwoFactor = createRoute({
  method: 'delete',
  path: '/me/two-factor',
  tags,
  summary: 'Turn two-factor sign-in off (with my password); not while owners require it',
  security,
  request: { body: jsonBody(CurrentPassword, 'My password') },
  responses: {
    200: messageAnswer('Off'),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

/** The signed-in user's own account: profile, password, sessions and two-factor sign-in. */
export function registerMeRoutes(
  router: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  const handlers = meHandlers(deps);
  router.openapi(behind(getMe, auth), handlers.getMe);
  router.openapi(behind(updateProfile, auth), handlers.updateProfile);
  router.openapi(behind(changePassword, auth), handlers.changePassword);
  router.openapi(behind(listSessions, auth), handlers.listSessions);
  router.openapi(behind(endOtherSessions, auth), handlers.endOtherSessions);
  router.openapi(behind(endSession, auth), handlers.endSession);
  router.openapi(behind(startTwoFactor, auth), handlers.startTwoFactor);
  router.openapi(behind(confirmTwoFactor, auth), handlers.confirmTwoFactor);
  router.openapi(behind(turnOffTwoFactor, auth), handlers.turnOffTwoFactor);
}
