import { z } from '@hono/zod-openapi';
import { AcceptInvitationInput, IdParam, StaffUser, UserInput, UserUpdate } from '@tow/contracts';
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
import { requireOwner } from '../../middleware/require-auth.ts';
import { userHandlers } from './users.handlers.ts';

const { publicRoute, staffRoute, deleteRoute } = routeDeclarations(['Users']);

/** The link where the user sets their password, and whether it was emailed to them too. */
const invitationLink = { invitation_url: z.string(), emailed: z.boolean() };

const TokenParam = z.object({
  token: z
    .string()
    .regex(/^[\w-]{20,100}$/, 'This invitation link is not valid')
    .openapi({ param: { name: 'token', in: 'path' } }),
});

export const listUsers = staffRoute({
  method: 'get',
  path: '/users',
  operationId: 'listUsers',
  summary: 'Every user of the console (owner only)',
  responses: {
    200: answer('users', StaffUser.array(), 'All users'),
    ...errorResponses(401, 403),
  },
});

export const inviteUser = staffRoute({
  method: 'post',
  path: '/users',
  operationId: 'inviteUser',
  summary:
    'Invite a user (owner only): answers the console link where they set their password, valid 72 hours and shown once',
  request: { body: jsonBody(UserInput, 'Who to invite, and their role') },
  responses: {
    201: successAnswer('Invited', { message: z.string(), user: StaffUser, ...invitationLink }),
    ...errorResponses(400, 401, 403, 409, 413, 415, 422),
  },
});

export const updateUser = staffRoute({
  method: 'put',
  path: '/users/{id}',
  operationId: 'updateUser',
  summary:
    'Rename, change the role of, deactivate or reactivate a user (owner only); deactivation ends their sessions at once',
  request: { params: IdParam, body: jsonBody(UserUpdate, 'The fields to change') },
  responses: {
    200: answer('user', StaffUser, 'The user as stored', true),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
  },
});

export const removeUser = deleteRoute({
  path: '/users/{id}',
  operationId: 'deleteUser',
  summary: 'Remove a user (owner only); the last active owner stays',
  params: IdParam,
  answer: 'Removed',
  errors: [403, 409],
});

export const resetPassword = staffRoute({
  method: 'post',
  path: '/users/{id}/password-reset',
  operationId: 'createPasswordResetLink',
  summary:
    'A new link for the user to set a password (owner only), as an invitation: 72 hours, once; earlier links stop working',
  request: { params: IdParam },
  responses: {
    200: successAnswer('The link', { message: z.string(), ...invitationLink }),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const readInvitation = publicRoute({
  method: 'get',
  path: '/invitations/{token}',
  operationId: 'getInvitation',
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
});

export const acceptInvitation = publicRoute({
  method: 'post',
  path: '/invitations/{token}/accept',
  operationId: 'acceptInvitation',
  summary:
    'Set a password through an invitation or reset link (public, by link); then the user signs in. Used or expired links answer 410',
  request: { params: TokenParam, body: jsonBody(AcceptInvitationInput, 'The new password') },
  responses: {
    200: messageAnswer('Password set'),
    ...errorResponses(400, 404, 410, 413, 415, 422),
  },
});

/** The console's users (owner only) and the invitation links that let them in. */
export const registerUserRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = userHandlers(deps);
  const ownerOnly = { listUsers, inviteUser, updateUser, removeUser, resetPassword };
  registerBehind(router, [auth, requireOwner('manage users')], ownerOnly, handlers);
  registerBehind(router, [], { readInvitation, acceptInvitation }, handlers);
};
