import { EtaSettings } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { documentRoutes } from '../../lib/document-routes.ts';
import { jsonBody, registerBehind, routeDeclarations } from '../../lib/openapi.ts';
import { etaSettingsHandlers } from './eta-settings.handlers.ts';

const ETA_TEXT =
  "How the driver's ETA follows a job en route, chosen once for the company: `eta_method` `crew_estimate` keeps the minutes the crew gave on setting off; `distance` works it out again from each position the crew's phone shares (`POST /api/callback-requests/{id}/crew-position`): the straight line to the driver's phone times `road_factor` (1 to 3, default 1.3), at `average_speed_kmh` (5 to 130, default 48), never under a minute. A driver who gave no position keeps the crew's estimate. Defaults until saved: `distance`, 1.3, 48.";

export const { read: readEta, write: writeEta } = documentRoutes(routeDeclarations(['Settings']), {
  path: '/settings/eta',
  key: 'settings',
  record: EtaSettings,
  read: {
    access: 'staff',
    operationId: 'getEtaSettings',
    summary: "How the driver's ETA is worked out while en route (staff and owners)",
    description: ETA_TEXT,
    answer: 'The settings',
  },
  write: {
    operationId: 'updateEtaSettings',
    summary: "Choose how the driver's ETA is worked out (staff and owners)",
    description: ETA_TEXT,
    body: jsonBody(EtaSettings, 'The method, road factor and average speed'),
    answer: 'The settings as stored',
  },
});

/** The company's ETA settings: staff and owners read and change them; the crew get 403. */
export const registerEtaSettingsRoutes: RegisterRoutes = (router, deps, auth) => {
  registerBehind(router, [auth], { readEta, writeEta }, etaSettingsHandlers(deps));
};
