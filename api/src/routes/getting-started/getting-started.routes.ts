import { DemoContentCounts, GettingStarted } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { answer, behind, errorResponses, routeDeclarations } from '../../lib/openapi.ts';
import { requireOwner } from '../../middleware/require-auth.ts';
import { gettingStartedHandlers } from './getting-started.handlers.ts';

const { staffRoute } = routeDeclarations(['Make it yours']);

export const readChecklist = staffRoute({
  method: 'get',
  path: '/getting-started',
  operationId: 'getGettingStarted',
  summary: '"Make it yours": what is left to turn the demo into the company\'s own site',
  description:
    "Each step is read from the data: `profile` once the business profile's name and phone are not the demo's; `areas` once an active area was added or changed by the owner and (where areas have postcode districts) every active area lists one; `photos` once the media library holds a photo (never while it has no table); `words` once any site text was published; `demo` once no demo request, review or offer is left as seeded. `show` is true while any is left. Staff and owners.",
  responses: {
    200: answer('checklist', GettingStarted, 'The steps and the demo rows left'),
    ...errorResponses(401, 403),
  },
});

export const removeDemo = staffRoute({
  method: 'delete',
  path: '/demo-content',
  operationId: 'removeDemoContent',
  summary: 'Remove the demo requests, reviews and offers (owner only)',
  description:
    "Deletes, in one transaction, every callback request (with its history and texts; live event `callback-request.deleted` for each), review and promotion the demo seed wrote and nobody has changed since. Rows an owner added were never demo rows; rows changed since the seed are the owner's and stay. Services, areas and SEO settings stay. Recorded in the audit trail with the counts.",
  responses: {
    200: answer('removed', DemoContentCounts, 'How many of each were deleted', true),
    ...errorResponses(401, 403),
  },
});

/** The dashboard's "Make it yours" checklist and the removal of the demo content. */
export const registerGettingStartedRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = gettingStartedHandlers(deps);
  router.openapi(behind(readChecklist, auth), handlers.readChecklist);
  router.openapi(
    behind(removeDemo, auth, requireOwner('remove the demo content')),
    handlers.removeDemo,
  );
};
