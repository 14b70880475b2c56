import type { AppDeps } from '../../app-deps.ts';
import { alertPolicyOf } from '../../callback-requests/alert-plan.ts';
import { conversationOf, sendStaffText } from '../../callback-requests/text-steps.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import type * as routes from './callback-request-texts.routes.ts';

export function callbackRequestTextHandlers({ db, config, alerts, profile }: AppDeps) {
  const texts = alertPolicyOf(config, alerts, profile).texts;

  const conversation: AppRouteHandler<typeof routes.conversation> = async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ success: true as const, ...(await conversationOf(db, id, texts)) }, 200);
  };

  const send: AppRouteHandler<typeof routes.send> = async (c) => {
    const { id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    const actor = c.get('user').name;
    const text = await db
      .transaction()
      .execute((trx) => sendStaffText(trx, id, body, actor, texts));
    return c.json({ success: true as const, message: 'Text queued', text }, 201);
  };

  return { conversation, send };
}
