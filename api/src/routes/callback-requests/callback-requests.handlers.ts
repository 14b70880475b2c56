import {
  CALLBACK_SUBMITTED_MESSAGE,
  type CallbackRequestReceipt,
  JOB_STAGE_LABELS,
} from '@tow/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { alertPolicyOf } from '../../callback-requests/alert-plan.ts';
import { assignJob, moveJobStage } from '../../callback-requests/dispatch-steps.ts';
import { onceForKey } from '../../callback-requests/idempotency.ts';
import {
  acknowledgeRequest,
  deleteRequest,
  historyOf,
  receiveRequest,
  releaseRequest,
  updateRequest,
} from '../../callback-requests/lifecycle.ts';
import { formSpamReasons } from '../../callback-requests/spam-signs.ts';
import { listCallbackRequests } from '../../db/repositories/callback-requests.ts';
import { recordHit } from '../../db/repositories/rate-limits.ts';
import { listVehicles } from '../../db/repositories/vehicles.ts';
import { againIfConnectionLost } from '../../lib/database-errors.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type * as routes from './callback-requests.routes.ts';

/** What each callback request call does: it reads the call, the lifecycle decides, it answers. */
export function callbackRequestHandlers({ db, config, alerts, formStamps }: AppDeps) {
  const alertPolicy = alertPolicyOf(config, alerts);

  /** Counts the request against the address's soft limit: true past it. */
  const overAddressLimit = async (ip: string) => {
    const { limit, windowMs } = config.CALLBACK_SPAM_ADDRESS_LIMIT;
    const { hits } = await againIfConnectionLost(() =>
      recordHit(db, `callback-soft:${ip}`, windowMs),
    );
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
    const result = await againIfConnectionLost(() =>
      db.transaction().execute((trx) =>
        onceForKey(trx, key, input, async () => {
          const received = await receiveRequest(trx, input, {
            repeatWindowMinutes: config.CALLBACK_REPEAT_WINDOW_MINUTES,
            spamReasons,
            phoneLimit: config.CALLBACK_SPAM_PHONE_LIMIT,
            alerts: alertPolicy,
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
    const request = await db.transaction().execute((trx) => updateRequest(trx, id, change, actor));
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
    const request = await db
      .transaction()
      .execute((trx) => moveJobStage(trx, id, input, c.get('user'), alertPolicy.texts));
    const stage = JOB_STAGE_LABELS[input.stage].toLowerCase();
    return c.json({ success: true as const, message: `Job moved to ${stage}`, request }, 200);
  };

  return {
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
