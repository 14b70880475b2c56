import { type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AssignInput,
  CallbackRequest,
  CallbackRequestHistoryEntry,
  CallbackRequestInput,
  CallbackRequestReceipt,
  CallbackRequestUpdate,
  CrewPositionInput,
  IdParam,
  StageInput,
  Vehicle,
} from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { AppDeps, AppEnv } from '../../app-deps.ts';
import {
  answer,
  behind,
  type ErrorStatus,
  errorResponses,
  jsonBody,
  registerBehind,
  routeDeclarations,
  successAnswer,
} from '../../lib/openapi.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { callbackRequestHandlers } from './callback-requests.handlers.ts';

const { publicRoute, staffRoute, deleteRoute } = routeDeclarations(['Callback requests']);

const FORM_STAMP_TEXT =
  'The public form carries it in `form_stamp`; a request sent sooner than `CALLBACK_MIN_FILL_SECONDS` (3) after it was issued is stored as suspected spam. Never cached.';

const RECEIVE_TEXT =
  "A new request answers **201** with the record plus `reference` (e.g. `WMR-7K3Q`) and `status_url` (`/request/{token}`, the driver's status page; only ever in this answer). `unsafe_location: true` makes the urgency `emergency`. Nobody is refused for sending too often: past the soft limits (`CALLBACK_SPAM_ADDRESS_LIMIT`, 20 per 15 minutes per address; `CALLBACK_SPAM_PHONE_LIMIT`, 3 new requests per hour per phone), with the hidden `website` field filled in, or sent within `CALLBACK_MIN_FILL_SECONDS` of its `form_stamp`, the request is stored and answered all the same, marked as suspected spam (`suspected_spam`, `spam_reasons`: in the staff's records, never in this answer), and alerts no one unless its urgency is high or emergency (the live event still goes out) until staff release it. Only past `CALLBACK_RATE_LIMIT` (200 per 15 minutes per address) is it refused: **429**, with the phone number to call in the message. With `latitude`/`longitude` (both or neither) the API stores the nearest active served area, the distance and `outside_area` (over 30 km). The same phone (in any written form) with an open request (pending or contacted) created in the last 30 minutes (`CALLBACK_REPEAT_WINDOW_MINUTES`) does not create a row: that request is updated (urgency raised if higher, message appended, `repeat_count` + 1, history `repeated`, live event `callback-request.updated`) and the answer is **200** with its reference and status link. An `Idempotency-Key` header makes retries safe: the same key and body within 24 hours get the first answer again and store nothing; the same key with another body is refused with 422.";

const PENDING_TEXT =
  "The requests staff still have to call back: pending and not suspected spam (the count of the console's bell). A suspected-spam request joins them once released.";

const ACKNOWLEDGE_TEXT =
  "Records `acknowledged_at` and `acknowledged_by` (the user's name), stops its escalation and tells every console. A request already taken keeps its first taker: the answer is then 200 with the record unchanged and a message naming who took it, so a repeated click is harmless and the caller sees `acknowledged_by`.";

const RELEASE_TEXT =
  'Clears `suspected_spam` and `spam_reasons`, writes `released` in its history, tells every console, and queues the alerts the request was held back from (email, push, and its escalation counted from now); a high or emergency request had them already. A request not marked answers 200 with the record unchanged, so a repeated click is harmless.';

const HISTORY_TEXT =
  "Kinds: `created`, `acknowledged`, `status_changed` (detail `from`, `to`), `notes_changed` (detail `notes`), `escalated`, `repeated` (the same phone asked again; detail `repeat_count`, `urgency_from`, `urgency_to`, `message`; actor `driver`), `alert_sent` (an email or push reached someone; none when no browser has push turned on) and `alert_failed` (detail `channel`, `alert`, `attempt`; failures add `error` and `gave_up`), `suspected_spam` (stored as suspected spam; detail `reasons`), `released` (a user cleared that mark; detail `reasons`), `text_sent` and `text_failed` (a text of the request handed to the SMS provider, or not sent or not delivered; detail `purpose`, `audience`, and `error`), `text_received` (the driver's reply; detail `body`), `texts_stopped` and `texts_resumed` (the driver replied STOP or START), `assigned` (detail `user_id`, `user_name`, `vehicle_id`, `registration`, `vehicle_kind`, `stage`), `stage_changed` (detail `from`, `to`, and `reason` going back, `eta_minutes` when given), `needs_flatbed_changed` (detail `needs_flatbed`), `position_sharing_started` (the crew's first shared position on the way; detail `eta_method`) and `position_sharing_stopped` (the crew turned it off; never one entry per position). `actor` is a user's name, `driver`, or `system`.";

/** The record as stored: what every change to one request answers. */
const requestAsStored = answer('request', CallbackRequest, 'The request as stored', true);

/** What is each step's own: its path under the request, its name and its prose. */
interface Step {
  action: string;
  operationId: string;
  summary: string;
  description: string;
}

/** A signed-in user's step on one request, answering the record as stored. */
const requestStep = <Request extends { params: typeof IdParam }>(
  method: 'post' | 'delete',
  { action, operationId, summary, description }: Step,
  request: Request,
  errors: ErrorStatus[],
) =>
  staffRoute({
    method,
    path: `/callback-requests/{id}/${action}`,
    operationId,
    summary,
    description,
    request,
    responses: { 200: requestAsStored, ...errorResponses(...errors) },
  });

/** A one-click step: no body, and nothing to refuse but an unknown request. */
const requestAction = (step: Step) =>
  requestStep('post', step, { params: IdParam }, [400, 401, 404]);

export const formStamp = publicRoute({
  method: 'get',
  path: '/callback-requests/form-stamp',
  operationId: 'getCallbackFormStamp',
  summary: 'A signed opening time for the public callback form (public)',
  description: FORM_STAMP_TEXT,
  responses: {
    200: answer('stamp', z.string(), 'The stamp, `<milliseconds>.<signature>`'),
  },
});

export const receive = publicRoute({
  method: 'post',
  path: '/callback-requests',
  operationId: 'createCallbackRequest',
  summary: 'Ask for a callback (public); stored as pending',
  description: RECEIVE_TEXT,
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .optional()
        .describe('A UUID per submission; retries send the same one'),
    }),
    body: jsonBody(CallbackRequestInput, 'The visitor’s details and what they need'),
  },
  responses: {
    201: answer('request', CallbackRequestReceipt, 'The request as stored', true),
    200: answer('request', CallbackRequestReceipt, 'The same phone’s open request, updated', true),
    ...errorResponses(400, 413, 415, 422, 429),
  },
});

const LIST_TEXT =
  'Staff and owners get every request; a crew member gets only the jobs assigned to them. `vehicles` are the vehicles those jobs are assigned, so a crew member (who may not read the fleet) sees what they drive.';

const ASSIGN_TEXT =
  'Staff or an owner send a crew member (`user_id`: an active crew or staff user) in a vehicle (`vehicle_id`: an active one). A job not yet under way becomes stage `assigned` and status `contacted`; one under way keeps its stage with the new crew or vehicle; a completed or cancelled one is **409**. A wheel-lift for a request with `needs_flatbed` is **409** unless `confirm: true` is sent. History `assigned`, live event `callback-request.updated`.';

const STAGE_TEXT =
  "The assigned crew member, staff or an owner move the job on: `en_route` (with `eta_minutes`, the crew's estimate), `on_scene`, `towing`, `completed` or `cancelled`; the status follows (`completed`, `cancelled`, otherwise `contacted`). Stages may be skipped forwards; going back (or out of a completed or cancelled job) takes staff or an owner and a `reason`, otherwise **422**. The crew of another job get **403**; a job with nobody assigned, or already at that stage, **409**. History `stage_changed`, live event `callback-request.updated`, and with texts set up the driver is texted on the way (who, in what, about when), on scene and completed.";

export const list = staffRoute({
  method: 'get',
  path: '/callback-requests',
  operationId: 'listCallbackRequests',
  summary: 'Every callback request (a crew member: their jobs), newest first',
  description: LIST_TEXT,
  responses: {
    200: successAnswer('All requests, and the vehicles they are assigned', {
      requests: CallbackRequest.array(),
      vehicles: Vehicle.array(),
    }),
    ...errorResponses(401),
  },
});

export const pending = staffRoute({
  method: 'get',
  path: '/callback-requests/pending',
  operationId: 'listPendingCallbackRequests',
  summary: 'Callback requests still pending, suspected spam aside, newest first',
  description: PENDING_TEXT,
  responses: {
    200: answer('requests', CallbackRequest.array(), 'Pending requests, not suspected spam'),
    ...errorResponses(401),
  },
});

export const update = staffRoute({
  method: 'put',
  path: '/callback-requests/{id}',
  operationId: 'updateCallbackRequest',
  summary: 'Set the status and admin notes of a callback request',
  request: {
    params: IdParam,
    body: jsonBody(CallbackRequestUpdate, 'Any status, in any order, and notes'),
  },
  responses: {
    200: requestAsStored,
    ...errorResponses(400, 401, 404, 413, 415, 422),
  },
});

export const remove = deleteRoute({
  path: '/callback-requests/{id}',
  operationId: 'deleteCallbackRequest',
  summary: 'Delete a callback request',
  params: IdParam,
  answer: 'Deleted',
});

export const acknowledge = requestAction({
  action: 'acknowledge',
  operationId: 'acknowledgeCallbackRequest',
  summary: '"I\'ll take it": the signed-in user takes the request',
  description: ACKNOWLEDGE_TEXT,
});

export const release = requestAction({
  action: 'release',
  operationId: 'releaseCallbackRequest',
  summary: 'Not spam: clear the suspected-spam mark and alert staff as for a new request',
  description: RELEASE_TEXT,
});

export const history = staffRoute({
  method: 'get',
  path: '/callback-requests/{id}/history',
  operationId: 'getCallbackRequestHistory',
  summary: 'Everything that happened to a callback request, oldest first',
  description: HISTORY_TEXT,
  request: { params: IdParam },
  responses: {
    200: answer('history', CallbackRequestHistoryEntry.array(), 'The entries, oldest first'),
    ...errorResponses(400, 401, 404),
  },
});

/** A step of a job's dispatch, with a body named by its summary. */
const dispatchStep = <Body extends ZodType>(step: Step, body: Body) =>
  requestStep(
    'post',
    step,
    { params: IdParam, body: jsonBody(body, step.summary) },
    [400, 401, 403, 404, 409, 413, 415, 422],
  );

export const assign = dispatchStep(
  {
    action: 'assign',
    operationId: 'assignJob',
    summary: 'Send a crew member in a vehicle (staff or owner)',
    description: ASSIGN_TEXT,
  },
  AssignInput,
);

export const moveStage = dispatchStep(
  {
    action: 'stage',
    operationId: 'moveJobStage',
    summary: 'Move a job to its next stage (its crew, staff or owner)',
    description: STAGE_TEXT,
  },
  StageInput,
);

const CREW_POSITION_TEXT =
  "While the job is `en_route`, the assigned crew member's phone (or staff, or an owner) sends where the crew is (`latitude`, `longitude` in degrees, `accuracy_m` in metres), every 15 seconds at most. The record keeps the last one as `crew_position` (`{ latitude, longitude, accuracy_m, at }`), seen by staff, owners and that crew member only: never by the driver, whose status call carries only `eta_minutes`. With the company's ETA method `distance` (`GET /api/settings/eta`) and a position from the driver's phone, `eta_at` is worked out again: the straight line to the driver times `road_factor` at `average_speed_kmh`; with `crew_estimate` it stays the crew's own. Live event `callback-request.updated` each time; history `position_sharing_started` on the first one only, and no text to the driver. A job not en route is **409**; another crew member's job **403**. The position is deleted when the job changes stage (on scene, towing, completed, cancelled) or crew.";

const STOP_SHARING_TEXT =
  "The crew turned sharing off: the position is deleted at once (the ETA stays as last worked out), history `position_sharing_stopped`, live event `callback-request.updated`. A job with no position answers 200 unchanged, so a repeated tap is harmless. Another crew member's job is **403**.";

export const shareCrewPosition = dispatchStep(
  {
    action: 'crew-position',
    operationId: 'shareCrewPosition',
    summary: 'Share where the crew is while en route (its crew, staff or owner)',
    description: CREW_POSITION_TEXT,
  },
  CrewPositionInput,
);

export const stopSharingCrewPosition = requestStep(
  'delete',
  {
    action: 'crew-position',
    operationId: 'stopSharingCrewPosition',
    summary: 'Stop sharing where the crew is (its crew, staff or owner)',
    description: STOP_SHARING_TEXT,
  },
  { params: IdParam },
  [400, 401, 403, 404],
);

/**
 * The calls of the callback requests, each behind what guards it: `auth` lets in staff and
 * owners, `crewAuth` the crew too (their own jobs: the list, filtered, the stage and their position).
 */
export function registerCallbackRequestRoutes(
  router: OpenAPIHono<AppEnv>,
  deps: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
  crewAuth: MiddlewareHandler<AppEnv>,
) {
  const handlers = callbackRequestHandlers(deps);
  const { config, profile, newHitCounter } = deps;
  // Only far above any human rate: many drivers share one mobile network's address.
  const limiter = rateLimit({
    counter: newHitCounter(),
    name: 'callback',
    limit: config.CALLBACK_RATE_LIMIT.limit,
    windowMs: config.CALLBACK_RATE_LIMIT.windowMs,
    trustProxy: config.TRUST_PROXY,
    message: () =>
      `Too many callback requests from this connection. Please call us on ${profile.current().phone}.`,
  });
  router.openapi(formStamp, handlers.formStamp);
  router.openapi(behind(receive, limiter), handlers.receive);
  const staffCalls = { pending, update, remove, acknowledge, release, history, assign };
  registerBehind(router, [auth], staffCalls, handlers);
  registerBehind(
    router,
    [crewAuth],
    { list, moveStage, shareCrewPosition, stopSharingCrewPosition },
    handlers,
  );
}
