import { Availability, AvailabilityInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { documentRoutes } from '../../lib/document-routes.ts';
import { behind, jsonBody, routeDeclarations } from '../../lib/openapi.ts';
import { availabilityHandlers } from './availability.handlers.ts';

const declarations = routeDeclarations(['Availability']);

const STATES_PROSE =
  '`normal`: nothing is shown. `busy`: "Busy right now: about {eta_minutes} minutes to reach you". `severe_weather`: "Severe weather: emergencies first". `limited`: the message. Every public page shows the banner from the moment it is set until `expires_at`, after which the state reads as normal by itself.';

export const { read: getAvailability, write: putAvailability } = documentRoutes(declarations, {
  path: '/availability',
  key: 'availability',
  record: Availability,
  read: {
    access: 'public',
    operationId: 'getAvailability',
    summary: 'What the company can promise right now (public)',
    description: `${STATES_PROSE} Past its expiry the answer is \`normal\` with the other fields null.`,
    answer: 'The state at this moment',
  },
  write: {
    operationId: 'setAvailability',
    summary: 'Set what the company can promise right now (staff and owners)',
    description: `${STATES_PROSE} Anything but \`normal\` needs \`expires_at\` (an ISO date-time with offset, in the future and within a week); \`limited\` needs \`message\`. With \`normal\`, \`eta_minutes\`, \`message\` and \`expires_at\` are not kept. Each change is in the audit trail (entity \`availability\`).`,
    body: jsonBody(AvailabilityInput, 'The new state'),
    answer: 'The state as stored',
  },
});

/** Availability: read by anyone (every public page), set by staff and owners, never the crew. */
export const registerAvailabilityRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = availabilityHandlers(deps);
  router.openapi(getAvailability, handlers.getAvailability);
  router.openapi(behind(putAvailability, auth), handlers.putAvailability);
};
