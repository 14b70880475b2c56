import { z } from '@hono/zod-openapi';
import { OnCallNow, OnCallOverride, OnCallRota, OnCallShift, RotaPerson } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  answer,
  behind,
  errorResponses,
  jsonAnswer,
  jsonBody,
  objectAnswer,
  registerBehind,
  routeDeclarations,
} from '../../lib/openapi.ts';
import { requireOwner } from '../../middleware/require-auth.ts';
import { onCallHandlers } from './on-call.handlers.ts';

const { staffRoute } = routeDeclarations(['On call']);

const ROTA_PROSE =
  'The rota is written in UK time (Europe/London): a shift from 07:00 starts at 07:00 GMT in winter and 07:00 BST in summer. A shift or override whose end is at or before its start ends the next day (22:00–06:00 is overnight; 08:00–08:00 is a whole day). An override covers its date from its start, and is used instead of the weekly shifts for the time it covers. `backup_user_id` may be null.';

const PUT_PROSE = `Replaces the whole rota (owner only), in one transaction. Refused with 422 and a message per row when a time is not HH:MM, a weekday is not 1 (Monday) to 7 (Sunday), a person is not an active user, the backup is the primary, or two shifts (or two overrides) cover the same minute. ${ROTA_PROSE}`;

const NOW_PROSE =
  'Who is on call at this moment: the override covering it if any, else the weekly shift. Both null with no rota, when nobody covers the moment, or in place of a deactivated user.';

const RotaAnswer = z.object({
  success: z.literal(true),
  shifts: OnCallShift.array(),
  overrides: OnCallOverride.array(),
});

export const getRota = staffRoute({
  method: 'get',
  path: '/on-call',
  operationId: 'getOnCallRota',
  summary: 'The on-call rota: weekly shifts and one-off overrides (any signed-in user)',
  description: ROTA_PROSE,
  responses: {
    200: jsonAnswer('The rota; empty lists when there is none', RotaAnswer),
    ...errorResponses(401, 403),
  },
});

export const putRota = staffRoute({
  method: 'put',
  path: '/on-call',
  operationId: 'replaceOnCallRota',
  summary: 'Replace the on-call rota (owner only)',
  description: PUT_PROSE,
  request: { body: jsonBody(OnCallRota, 'The whole rota') },
  responses: {
    200: jsonAnswer('The rota as stored', RotaAnswer.extend({ message: z.string() })),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

export const getOnCallNow = staffRoute({
  method: 'get',
  path: '/on-call/now',
  operationId: 'getOnCallNow',
  summary: 'Who is on call now: the primary and the backup (any signed-in user)',
  description: NOW_PROSE,
  responses: {
    200: objectAnswer('The primary and the backup, each null when nobody', OnCallNow),
    ...errorResponses(401, 403),
  },
});

export const listRotaPeople = staffRoute({
  method: 'get',
  path: '/on-call/people',
  operationId: 'listOnCallPeople',
  summary:
    'Every user by id and name, and whether they are active (any signed-in user): the names the rota refers to, and who can be put on it',
  responses: {
    200: answer('people', RotaPerson.array(), 'Users by name'),
    ...errorResponses(401, 403),
  },
});

/** The on-call rota: read by every signed-in user, changed by owners. */
export const registerOnCallRoutes: RegisterRoutes = (router, deps, auth) => {
  const { putRota: put, ...reads } = onCallHandlers(deps);
  registerBehind(router, [auth], { getRota, getOnCallNow, listRotaPeople }, reads);
  router.openapi(behind(putRota, auth, requireOwner('change the on-call rota')), put);
};
