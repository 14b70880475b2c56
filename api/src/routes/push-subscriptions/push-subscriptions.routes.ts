import { z } from '@hono/zod-openapi';
import { PushSubscriptionInput, PushSubscriptionRemoval } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  deletePushSubscription,
  savePushSubscription,
} from '../../db/repositories/push-subscriptions.ts';
import { notFound } from '../../lib/api-error.ts';
import {
  errorResponses,
  jsonBody,
  messageAnswer,
  routeDeclarations,
  successAnswer,
} from '../../lib/openapi.ts';

/** Staff turn push alerts on per browser: the console subscribes with the key, then registers here. */
export const registerPushSubscriptionRoutes: RegisterRoutes = (router, { db, alerts }, auth) => {
  const { staffRoute } = routeDeclarations(['Alerts']);

  router.openapi(
    staffRoute({
      method: 'get',
      path: '/push/public-key',
      operationId: 'getPushPublicKey',
      summary: 'The VAPID public key a browser subscribes to push alerts with',
      middleware: [auth] as const,
      responses: {
        200: successAnswer(
          'The key, base64url (the `applicationServerKey` of `pushManager.subscribe`)',
          { public_key: z.string() },
        ),
        ...errorResponses(401),
      },
    }),
    (c) => c.json({ success: true as const, public_key: alerts.push.publicKey }, 200),
  );

  router.openapi(
    staffRoute({
      method: 'post',
      path: '/push-subscriptions',
      operationId: 'subscribeToPush',
      summary:
        'Turn on push alerts for this browser (its PushSubscription JSON); same endpoint again updates it',
      middleware: [auth] as const,
      request: {
        body: jsonBody(PushSubscriptionInput, 'What `PushSubscription.toJSON()` gives'),
      },
      responses: {
        201: messageAnswer('Stored: every new request is pushed to this browser'),
        ...errorResponses(400, 401, 413, 415, 422),
      },
    }),
    async (c) => {
      await savePushSubscription(db, c.req.valid('json'), c.get('user').id);
      return c.json(
        { success: true as const, message: 'Push notifications are on for this browser' },
        201,
      );
    },
  );

  router.openapi(
    staffRoute({
      method: 'delete',
      path: '/push-subscriptions',
      operationId: 'unsubscribeFromPush',
      summary: 'Turn off push alerts for a browser, by its endpoint',
      middleware: [auth] as const,
      request: { body: jsonBody(PushSubscriptionRemoval, 'The endpoint of the subscription') },
      responses: {
        200: messageAnswer('Removed'),
        ...errorResponses(400, 401, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      if (!(await deletePushSubscription(db, c.req.valid('json').endpoint)))
        throw notFound('Push subscription');
      return c.json(
        { success: true as const, message: 'Push notifications are off for this browser' },
        200,
      );
    },
  );
};
