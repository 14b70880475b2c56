import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  CallbackRequest,
  CallbackRequestHistoryEntry,
  CallbackRequestInput,
  CallbackRequestReceipt,
  CallbackRequestUpdate,
  IdParam,
  isHeldBack,
} from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { addHistoryEntry, listHistory } from '../../db/repositories/callback-request-history.ts';
import {
  acknowledgeCallbackRequest,
  findCallbackRequest,
  listCallbackRequests,
  releaseCallbackRequest,
  updateCallbackRequest,
} from '../../db/repositories/callback-requests.ts';
import { recordHit } from '../../db/repositories/rate-limits.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { raiseLiveEvent } from '../../events/live-events.ts';
import { announceNewRequest } from '../../jobs/announce.ts';
import { notFound } from '../../lib/api-error.ts';
import { againIfConnectionLost } from '../../lib/database-errors.ts';
import {
  answer,
  bearerSecurity,
  errorResponses,
  jsonBody,
  messageAnswer,
} from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { onceForKey, receiveRequest } from './receive-request.ts';
import { alertHeldRequest, formSpamReasons } from './spam.ts';

export const CALLBACK_SUBMITTED_MESSAGE =
  "Callback request submitted successfully! We'll contact you soon.";

export function registerCallbackRequestRoutes(
  router: OpenAPIHono<AppEnv>,
  { db, config, alerts, formStamps }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  const tags = ['Callback requests'];
  // Only far above any human rate: many drivers share one mobile network's address.
  const limiter = rateLimit({
    db,
    name: 'callback',
    limit: config.CALLBACK_RATE_LIMIT.limit,
    windowMs: config.CALLBACK_RATE_LIMIT.windowMs,
    trustProxy: config.TRUST_PROXY,
    message: `Too many callback requests from this connection. Please call us on ${config.SITE_PHONE}.`,
  });
  /** A signed-in user's one-click action on one request, answering the record as stored. */
  const requestAction = (action: string, summary: string, description: string) =>
    createRoute({
      method: 'post',
      path: `/callback-requests/{id}/${action}`,
      tags,
      summary,
      description,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: IdParam },
      responses: {
        200: answer('request', CallbackRequest, 'The request as stored', true),
        ...errorResponses(400, 401, 404),
      },
    });
  const alertOptions = {
    emailEnabled: alerts.email !== null,
    escalationDelays: config.ESCALATION_DELAYS,
  };
  /** Counts the request against the address's soft limit: true past it. */
  const overAddressLimit = async (ip: string) => {
    const { limit, windowMs } = config.CALLBACK_SPAM_ADDRESS_LIMIT;
    const { hits } = await againIfConnectionLost(() =>
      recordHit(db, `callback-soft:${ip}`, windowMs),
    );
    return hits > limit;
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/callback-requests/form-stamp',
      tags,
      summary: 'A signed opening time for the public callback form (public)',
      description:
        'The public form carries it in `form_stamp`; a request sent sooner than `CALLBACK_MIN_FILL_SECONDS` (3) after it was issued is stored as suspected spam. Never cached.',
      responses: {
        200: answer('stamp', z.string(), 'The stamp, `<milliseconds>.<signature>`'),
      },
    }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, stamp: formStamps.issue() }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/callback-requests',
      tags,
      summary: 'Ask for a callback (public); stored as pending',
      description:
        "A new request answers **201** with the record plus `reference` (e.g. `WMR-7K3Q`) and `status_url` (`/request/{token}`, the driver's status page; only ever in this answer). `unsafe_location: true` makes the urgency `emergency`. Nobody is refused for sending too often: past the soft limits (`CALLBACK_SPAM_ADDRESS_LIMIT`, 20 per 15 minutes per address; `CALLBACK_SPAM_PHONE_LIMIT`, 3 new requests per hour per phone), with the hidden `website` field filled in, or sent within `CALLBACK_MIN_FILL_SECONDS` of its `form_stamp`, the request is stored and answered all the same, marked as suspected spam (`suspected_spam`, `spam_reasons`: in the staff's records, never in this answer), and alerts no one unless its urgency is high or emergency (the live event still goes out) until staff release it. Only past `CALLBACK_RATE_LIMIT` (200 per 15 minutes per address) is it refused: **429**, with the phone number to call in the message. With `latitude`/`longitude` (both or neither) the API stores the nearest active served area, the distance and `outside_area` (over 30 km). The same phone (in any written form) with an open request (pending or contacted) created in the last 30 minutes (`CALLBACK_REPEAT_WINDOW_MINUTES`) does not create a row: that request is updated (urgency raised if higher, message appended, `repeat_count` + 1, history `repeated`, live event `callback-request.updated`) and the answer is **200** with its reference and status link. An `Idempotency-Key` header makes retries safe: the same key and body within 24 hours get the first answer again and store nothing; the same key with another body is refused with 422.",
      middleware: [limiter] as const,
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
        200: answer(
          'request',
          CallbackRequestReceipt,
          'The same phone’s open request, updated',
          true,
        ),
        ...errorResponses(400, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.header('idempotency-key');
      const spamReasons = formSpamReasons(input, {
        stamps: formStamps,
        minFillMs: config.CALLBACK_MIN_FILL_SECONDS * 1000,
      });
      if (await overAddressLimit(clientIp(c, config.TRUST_PROXY))) {
        spamReasons.push('address_limit');
      }
      const result = await againIfConnectionLost(() =>
        db.transaction().execute((trx) =>
          onceForKey(trx, key, input, async () => {
            const received = await receiveRequest(trx, input, {
              repeatWindowMinutes: config.CALLBACK_REPEAT_WINDOW_MINUTES,
              spamReasons,
              phoneLimit: config.CALLBACK_SPAM_PHONE_LIMIT,
              announceNew: (stored) =>
                announceNewRequest(trx, stored, { ...alertOptions, alert: !isHeldBack(stored) }),
              alertHeld: (request) => alertHeldRequest(trx, request, alertOptions),
            });
            return {
              status: received.status,
              body: {
                success: true as const,
                message: CALLBACK_SUBMITTED_MESSAGE,
                request: received.request,
              },
            };
          }),
        ),
      );
      const request = result.body.request as CallbackRequestReceipt;
      c.get('logger').info(
        {
          callback_request_id: request.id,
          urgency: request.urgency,
          repeat: result.status === 200,
          replayed: result.replayed,
          // The form's and the address's signs; a phone past its limit is in the record.
          spam_signs: spamReasons,
        },
        'callback request received',
      );
      return c.json(result.body as never, result.status as 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/callback-requests',
      tags,
      summary: 'Every callback request, newest first',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: {
        200: answer('requests', CallbackRequest.array(), 'All requests'),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ success: true as const, requests: await listCallbackRequests(db) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/callback-requests/pending',
      tags,
      summary: 'Callback requests still pending, suspected spam aside, newest first',
      description:
        "The requests staff still have to call back: pending and not suspected spam (the count of the console's bell). A suspected-spam request joins them once released.",
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: {
        200: answer('requests', CallbackRequest.array(), 'Pending requests, not suspected spam'),
        ...errorResponses(401),
      },
    }),
    async (c) =>
      c.json(
        {
          success: true as const,
          requests: await listCallbackRequests(db, { awaitingOnly: true }),
        },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/callback-requests/{id}',
      tags,
      summary: 'Set the status and admin notes of a callback request',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: {
        params: IdParam,
        body: jsonBody(CallbackRequestUpdate, 'Any status, in any order, and notes'),
      },
      responses: {
        200: answer('request', CallbackRequest, 'The request as stored', true),
        ...errorResponses(400, 401, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const change = c.req.valid('json');
      const actor = c.get('user').name;
      const request = await db.transaction().execute(async (trx) => {
        const before = await findCallbackRequest(trx, id, { forUpdate: true });
        if (!before) throw notFound('Callback request');
        const after = await updateCallbackRequest(trx, id, change);
        if (!after) throw notFound('Callback request');
        if (after.status !== before.status) {
          await addHistoryEntry(trx, {
            callbackRequestId: id,
            kind: 'status_changed',
            actor,
            detail: { from: before.status, to: after.status },
          });
        }
        if (after.admin_notes !== before.admin_notes) {
          await addHistoryEntry(trx, {
            callbackRequestId: id,
            kind: 'notes_changed',
            actor,
            detail: { notes: after.admin_notes },
          });
        }
        await raiseLiveEvent(trx, 'callback-request.updated', after);
        return after;
      });
      return c.json(
        { success: true as const, message: 'Callback request updated successfully', request },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/callback-requests/{id}',
      tags,
      summary: 'Delete a callback request',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: IdParam },
      responses: { 200: messageAnswer('Deleted'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      await db.transaction().execute(async (trx) => {
        if (!(await deleteById(trx, 'callback_requests', id))) throw notFound('Callback request');
        await raiseLiveEvent(trx, 'callback-request.deleted', { id });
      });
      return c.json(
        { success: true as const, message: 'Callback request deleted successfully' },
        200,
      );
    },
  );

  router.openapi(
    requestAction(
      'acknowledge',
      '"I\'ll take it": the signed-in user takes the request',
      "Records `acknowledged_at` and `acknowledged_by` (the user's name), stops its escalation and tells every console. A request already taken keeps its first taker: the answer is then 200 with the record unchanged and a message naming who took it, so a repeated click is harmless and the caller sees `acknowledged_by`.",
    ),
    async (c) => {
      const id = c.req.valid('param').id;
      const actor = c.get('user').name;
      const result = await db.transaction().execute(async (trx) => {
        const taken = await acknowledgeCallbackRequest(trx, id, actor);
        if (taken) {
          await addHistoryEntry(trx, { callbackRequestId: id, kind: 'acknowledged', actor });
          await raiseLiveEvent(trx, 'callback-request.updated', taken);
          return { request: taken, message: 'Callback request acknowledged' };
        }
        const existing = await findCallbackRequest(trx, id);
        if (!existing) throw notFound('Callback request');
        return {
          request: existing,
          message: `Already taken by ${existing.acknowledged_by ?? 'someone else'}`,
        };
      });
      return c.json({ success: true as const, ...result }, 200);
    },
  );

  router.openapi(
    requestAction(
      'release',
      'Not spam: clear the suspected-spam mark and alert staff as for a new request',
      'Clears `suspected_spam` and `spam_reasons`, writes `released` in its history, tells every console, and queues the alerts the request was held back from (email, push, and its escalation counted from now); a high or emergency request had them already. A request not marked answers 200 with the record unchanged, so a repeated click is harmless.',
    ),
    async (c) => {
      const id = c.req.valid('param').id;
      const actor = c.get('user').name;
      const result = await db.transaction().execute(async (trx) => {
        const before = await findCallbackRequest(trx, id, { forUpdate: true });
        if (!before) throw notFound('Callback request');
        const released = await releaseCallbackRequest(trx, id);
        if (!released) return { request: before, message: 'Not marked as suspected spam' };
        await addHistoryEntry(trx, {
          callbackRequestId: id,
          kind: 'released',
          actor,
          detail: { reasons: before.spam_reasons },
        });
        await raiseLiveEvent(trx, 'callback-request.updated', released);
        if (isHeldBack(before)) await alertHeldRequest(trx, released, alertOptions);
        return { request: released, message: 'Released: staff are alerted as for a new request' };
      });
      return c.json({ success: true as const, ...result }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/callback-requests/{id}/history',
      tags,
      summary: 'Everything that happened to a callback request, oldest first',
      description:
        "Kinds: `created`, `acknowledged`, `status_changed` (detail `from`, `to`), `notes_changed` (detail `notes`), `escalated`, `repeated` (the same phone asked again; detail `repeat_count`, `urgency_from`, `urgency_to`, `message`; actor `driver`), `alert_sent` (an email or push reached someone; none when no browser has push turned on) and `alert_failed` (detail `channel`, `alert`, `attempt`; failures add `error` and `gave_up`), `suspected_spam` (stored as suspected spam; detail `reasons`), `released` (a user cleared that mark; detail `reasons`). `actor` is a user's name, or `system`.",
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: IdParam },
      responses: {
        200: answer('history', CallbackRequestHistoryEntry.array(), 'The entries, oldest first'),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      if (!(await findCallbackRequest(db, id))) throw notFound('Callback request');
      return c.json({ success: true as const, history: await listHistory(db, id) }, 200);
    },
  );
}
