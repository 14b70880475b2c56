import type { AppDeps } from '../../app-deps.ts';
import { gettingStarted } from '../../getting-started/checklist.ts';
import { removeDemoContent } from '../../getting-started/remove-demo-content.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type * as routes from './getting-started.routes.ts';

export function gettingStartedHandlers({ db, config, profile }: AppDeps) {
  const readChecklist: AppRouteHandler<typeof routes.readChecklist> = async (c) =>
    c.json({ success: true as const, checklist: await gettingStarted(db, profile) }, 200);

  const removeDemo: AppRouteHandler<typeof routes.removeDemo> = async (c) => {
    const user = c.get('user');
    const by = { id: user.id, name: user.name, ip: clientIp(c, config.TRUST_PROXY) };
    const removed = await db.transaction().execute((trx) => removeDemoContent(trx, by));
    c.set('audited', true);
    const total = removed.callback_requests + removed.reviews + removed.promotions;
    return c.json(
      {
        success: true as const,
        message:
          total === 0
            ? 'No demo content was left to remove'
            : `Removed ${removed.callback_requests} demo requests, ${removed.reviews} reviews and ${removed.promotions} offers`,
        removed,
      },
      200,
    );
  };

  return { readChecklist, removeDemo };
}
