import {
  CALLBACK_SUBMITTED_MESSAGE,
  type CallbackRequestReceipt,
  JOB_STAGE_LABELS,
} from '@tow/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { alertPolicyOf } from '../../callback-requests/alert-plan.ts';
import {
  shareCrewPosition as sharePosition,
  stopSharingCrewPosition as stopSharing,
} from '../../callback-requests/crew-position-steps.ts';
import { assignJob, moveJobStage } from '../../callback-requests/dispatch-steps.ts';
import { onceForKey } from '../../callback-requests/idempotency.ts';
import {
  acknowledgeRequest,
  deleteRequest,
  historyOf,
  type Receipt,
  receiveRequest,
  releaseRequest,
  updateRequest,
} from '../../callback-requests/lifecycle.ts';
import { formSpamReasons } from '../../callback-requests/spam-signs.ts';
import { listCallbackRequests } from '../../db/repositories/callback-requests.ts';
import { listVehicles } from '../../db/repositories/vehicles.ts';
import { againIfConnectionLost } from '../../lib/database-errors.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type * as routes from './callback-requests.routes.ts';

/** What each callback request call does: it reads the call, the lifecycle decides, it answers. */
export function callbackRequestHandlers({
  db,
  config,
  alerts,
  formStamps,
  profile,
  notices,
  newHitCounter,
}: AppDeps) {
  const alertPolicy = alertPolicyOf(config, alerts, profile);

  const addressHits = newHitCounter();
  /** Counts the request against the address's soft limit: true past it. */
  const overAddressLimit = async (ip: string) => {
    const { limit, windowMs } = config.CALLBACK_SPAM_ADDRESS_LIMIT;
    const { hits } = await addressHits.hit(`callback-soft:${ip}`, windowMs);
    return hits > limit;
  };

  const formStamp: AppRouteHandler<typeof routes.formStamp> = (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, stamp: formStamps.issue() }, 200);
  };

  const receive: AppRouteHandler<typeof routes.receive> = async (c) => {
    const input = c.req.valid('json');
    const key = c.req.header('idempotency-key');
    const spamReasons = formSpamReasons(input, {
      stamps: formStamps,
      minFillMs: config.CALLBACK_MIN_FILL_SECONDS * 1000,
    });
    if (await overAddressLimit(clientIp(c, config.TRUST_PROXY))) {
      spamReasons.push('address_limit');
    }
    let committed: Receipt['notices'] = [];
    const result = await againIfConnectionLost(() =>
      db.transaction().execute((trx) =>
        onceForKey(trx, key, input, async () => {
          const received = await receiveRequest(trx, input, {
            repeatWindowMinutes: config.CALLBACK_REPEAT_WINDOW_MINUTES,
            spamReasons,
            phoneLimit: config.CALLBACK_SPAM_PHONE_LIMIT,
            alerts: alertPolicy,
          });
          committed = received.notices;
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
    notices.send(committed);
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
  };

  const list: AppRouteHandler<typeof routes.list> = async (c) => {
    const user = c.get('user');
    const filter = user.role === 'crew' ? { assignedTo: user.id } : {};
    const [requests, fleet] = await Promise.all([
      listCallbackRequests(db, filter),
      listVehicles(db),
    ]);
    // The crew may not read the fleet: the jobs' own vehicles come with them (the fleet is small).
    const used = new Set(requests.map((request) => request.vehicle_id));
    const vehicles = fleet.filter((vehicle) => used.has(vehicle.id));
    return c.json({ success: true as const, requests, vehicles }, 200);
  };

  const pending: AppRouteHandler<typeof routes.pending> = async (c) =>
    c.json(
      { success: true as const, requests: await listCallbackRequests(db, { awaitingOnly: true }) },
      200,
    );

  const update: AppRouteHandler<typeof routes.update> = async (c) => {
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    const actor = c.get('user').name;
    const request = await db
      .transaction()
      .execute((trx) => updateRequest(trx, id, change, actor, config.REVIEW_REQUEST_DELAY));
    return c.json(
      { success: true as const, message: 'Callback request updated successfully', request },
      200,
    );
  };

  const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
    const { id } = c.req.valid('param');
    await db.transaction().execute((trx) => deleteRequest(trx, id));
    return c.json(
      { success: true as const, message: 'Callback request deleted successfully' },
      200,
    );
  };

  const acknowledge: AppRouteHandler<typeof routes.acknowledge> = async (c) => {
    const { id } = c.req.valid('param');
    const actor = c.get('user').name;
    const outcome = await db
      .transaction()
      .execute((trx) => acknowledgeRequest(trx, id, actor, alertPolicy.texts));
    return c.json({ success: true as const, ...outcome }, 200);
  };

  const release: AppRouteHandler<typeof routes.release> = async (c) => {
    const { id } = c.req.valid('param');
    const actor = c.get('user').name;
    const outcome = await db
      .transaction()
      .execute((trx) => releaseRequest(trx, id, actor, alertPolicy));
    return c.json({ success: true as const, ...outcome }, 200);
  };

  const history: AppRouteHandler<typeof routes.history> = async (c) =>
    c.json({ success: true as const, history: await historyOf(db, c.req.valid('param').id) }, 200);

  const assign: AppRouteHandler<typeof routes.assign> = async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const actor = c.get('user').name;
    const request = await db.transaction().execute((trx) => assignJob(trx, id, input, actor));
    return c.json({ success: true as const, message: 'Crew and vehicle assigned', request }, 200);
  };

  const moveStage: AppRouteHandler<typeof routes.moveStage> = async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const request = await db.transaction().execute((trx) =>
      moveJobStage(trx, id, input, c.get('user'), {
        texts: alertPolicy.texts,
        reviewDelayMs: config.REVIEW_REQUEST_DELAY,
      }),
    );
    const stage = JOB_STAGE_LABELS[input.stage].toLowerCase();
    return c.json({ success: true as const, message: `Job moved to ${stage}`, request }, 200);
  };

  const shareCrewPosition: AppRouteHandler<typeof routes.shareCrewPosition> = async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const request = await db
      .transaction()
      .execute((trx) => sharePosition(trx, id, input, c.get('user')));
    // Not one audit entry per position (four a minute per truck): the request's history says
    // when sharing started, and every other change of the job is audited as before.
    c.set('audited', true);
    return c.json({ success: true as const, message: 'Position shared', request }, 200);
  };

  const stopSharingCrewPosition: AppRouteHandler<typeof routes.stopSharingCrewPosition> = async (
    c,
  ) => {
    const { id } = c.req.valid('param');
    const request = await db.transaction().execute((trx) => stopSharing(trx, id, c.get('user')));
    return c.json({ success: true as const, message: 'Position no longer shared', request }, 200);
  };

  return {
    shareCrewPosition,
    stopSharingCrewPosition,
    formStamp,
    receive,
    list,
    pending,
    update,
    remove,
    acknowledge,
    release,
    history,
    assign,
    moveStage,
  };
}
