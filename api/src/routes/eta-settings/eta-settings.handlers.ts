import type { AppDeps } from '../../app-deps.ts';
import { saveSettings } from '../../audit/save-settings.ts';
import { readEtaSettings, writeEtaSettings } from '../../db/repositories/app-settings.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import { clientIp } from '../../middleware/client-ip.ts';
import type * as routes from './eta-settings.routes.ts';

const ETA = { name: 'eta', read: readEtaSettings, write: writeEtaSettings };

export function etaSettingsHandlers({ db, config }: AppDeps) {
  const readEta: AppRouteHandler<typeof routes.readEta> = async (c) =>
    c.json({ success: true as const, settings: await readEtaSettings(db) }, 200);

  const writeEta: AppRouteHandler<typeof routes.writeEta> = async (c) => {
    const user = c.get('user');
    const actor = { id: user.id, name: user.name, ip: clientIp(c, config.TRUST_PROXY) };
    const settings = await saveSettings(db, ETA, c.req.valid('json'), actor);
    c.set('audited', true);
    return c.json({ success: true as const, message: 'ETA settings saved', settings }, 200);
  };

  return { readEta, writeEta };
}
