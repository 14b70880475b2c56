import { z } from '@hono/zod-openapi';
import {
  MyProfileInput,
  PasswordChangeInput,
  SessionInfo,
  StaffUser,
  TwoFactorConfirmInput,
} from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  answer,
  errorResponses,
  jsonBody,
  messageAnswer,
  registerBehind,
  routeDeclarations,
  successAnswer,
} from '../../lib/openapi.ts';
import { meHandlers } from './me.handlers.ts';

const { staffRoute, deleteRoute } = routeDeclarations(['My account']);

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

export const getMe = staffRoute({
  method: 'get',
  path: '/me',
  operationId: 'getMyAccount',
  summary: 'The signed-in user with their role, and whether owners require two factor',
  responses: { 200: answer('user', Me, 'The signed-in user'), ...errorResponses(401) },
});

export const updateProfile = staffRoute({
  method: 'put',
  path: '/me',
  operationId: 'updateMyAccount',
  summary:
    'Change my name, my mobile number (stored as E.164; empty or null removes it) or whether I get alerts by text (needs a mobile number)',
  request: { body: jsonBody(MyProfileInput, 'Any of: name, phone, sms_alerts') },
  responses: {
    200: answer('user', Me, 'The signed-in user', true),
    ...errorResponses(400, 401, 413, 415, 422),
  },
});

export const changePassword = staffRoute({
  method: 'put',
  path: '/me/password',
  operationId: 'changeMyPassword',
  summary: 'Change my password; every other session of mine ends',
  request: { body: jsonBody(PasswordChangeInput, 'Current and new password') },
  responses: {
    200: messageAnswer('Password changed'),
    ...errorResponses(400, 401, 413, 415, 422),
  },
});

export const listSessions = staffRoute({
  method: 'get',
  path: '/me/sessions',
  operationId: 'listMySessions',
  summary: 'My sessions still open: browser, address, when last used',
  responses: {
    200: answer('sessions', SessionInfo.array(), 'Open sessions, newest first'),
    ...errorResponses(401),
  },
});

export const endOtherSessions = staffRoute({
  method: 'delete',
  path: '/me/sessions',
  operationId: 'endMyOtherSessions',
  summary: 'End every session of mine but this one',
  responses: { 200: messageAnswer('Ended'), ...errorResponses(401) },
});

export const endSession = deleteRoute({
  path: '/me/sessions/{id}',
  operationId: 'endMySession',
  summary: 'End one session of mine (this one too: that signs me out)',
  params: SessionParam,
  answer: 'Ended',
});

export const startTwoFactor = staffRoute({
  method: 'post',
  path: '/me/two-factor',
  operationId: 'startTwoFactorSetup',
  summary:
    'Start setting up two-factor sign-in: a new secret and its otpauth:// URL for the QR code; it takes effect once confirmed with a code',
  responses: {
    200: successAnswer('The secret to scan or type into an authenticator app', {
      secret: z.string(),
      otpauth_url: z.string(),
    }),
    ...errorResponses(401, 409),
  },
});

export const confirmTwoFactor = staffRoute({
  method: 'post',
  path: '/me/two-factor/confirm',
  operationId: 'confirmTwoFactor',
  summary:
    'Turn two-factor sign-in on with a first code; answers ten recovery codes, shown this once',
  request: { body: jsonBody(TwoFactorConfirmInput, 'A code from the authenticator app') },
  responses: {
    200: successAnswer('On; the recovery codes', {
      message: z.string(),
      recovery_codes: z.array(z.string()),
    }),
    ...errorResponses(400, 401, 409, 413, 415, 422),
  },
});

export const turnOffTwoFactor = staffRoute({
  method: 'delete',
  path: '/me/two-factor',
  operationId: 'turnOffTwoFactor',
  summary: 'Turn two-factor sign-in off (with my password); not while owners require it',
  request: { body: jsonBody(CurrentPassword, 'My password') },
  responses: {
    200: messageAnswer('Off'),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

/** The calls on the signed-in user's own account, each answered by the handler of its name. */
export const meRoutes = {
  getMe,
  updateProfile,
  changePassword,
  listSessions,
  endOtherSessions,
  endSession,
  startTwoFactor,
  confirmTwoFactor,
  turnOffTwoFactor,
};

/** The signed-in user's own account: profile, password, sessions and two-factor sign-in. */
export const registerMeRoutes: RegisterRoutes = (router, deps, auth) => {
  registerBehind(router, [auth], meRoutes, meHandlers(deps));
};
