import { z } from '@hono/zod-openapi';
import { ReviewRequestCounts, ReviewRequestRecord } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import {
  errorResponses,
  messageAnswer,
  registerBehind,
  routeDeclarations,
  successAnswer,
} from '../../lib/openapi.ts';
import { reviewRequestHandlers } from './review-requests.handlers.ts';

const { publicRoute, staffRoute } = routeDeclarations(['Review requests']);

const TokenParam = z.object({ token: z.string().max(64) });

const OPEN_TEXT =
  "The site's `/r/{token}` calls this when a driver follows the link of their review request, then sends them on to `review_url`: the business profile's Google review link (null when the owner has not set one: the site's own reviews page instead). The first open is kept and every open counted. An unknown token is **404** (the site still sends the driver on, to its reviews page).";

const UNSUBSCRIBE_TEXT =
  "The review email's unsubscribe link (`/r/{token}/unsubscribe` on the site, and the one-click `List-Unsubscribe` address mail clients call): no reminder for this job, and no review email to that address again. No sign-in: the token is the proof. Saying it twice answers the same. An unknown token is **404**.";

const LIST_TEXT =
  'The review requests of completed jobs, newest first (at most 200), with the counts over all of them: `sent` (asked by text or email), `opened` (the link followed), `reminded` (the one reminder three days on, when not opened), `opted_out` (not asked after a STOP or an earlier unsubscribe, or unsubscribed from this one). Every completed job is asked the same way, whatever its rating would be. Staff and owners; the crew get **403**.';

export const openLink = publicRoute({
  method: 'post',
  path: '/review-links/{token}/open',
  operationId: 'openReviewLink',
  summary: 'Record that a driver opened their review link (public)',
  description: OPEN_TEXT,
  request: { params: TokenParam },
  responses: {
    200: successAnswer('The open is recorded; where to send the driver', {
      message: z.string(),
      review_url: z.string().nullable(),
    }),
    ...errorResponses(404),
  },
});

export const unsubscribe = publicRoute({
  method: 'post',
  path: '/review-links/{token}/unsubscribe',
  operationId: 'unsubscribeReviewEmails',
  summary: 'Stop review emails to the address of this link (public)',
  description: UNSUBSCRIBE_TEXT,
  request: { params: TokenParam },
  responses: { 200: messageAnswer('Unsubscribed'), ...errorResponses(404) },
});

export const list = staffRoute({
  method: 'get',
  path: '/review-requests',
  operationId: 'listReviewRequests',
  summary: 'Review requests sent and opened, with their counts (staff and owner)',
  description: LIST_TEXT,
  responses: {
    200: successAnswer('The counts and the latest requests', {
      counts: ReviewRequestCounts,
      requests: ReviewRequestRecord.array(),
    }),
    ...errorResponses(401, 403),
  },
});

/** The links of review requests (public: the token is the proof) and the console's view of them. */
export const registerReviewRequestRoutes: RegisterRoutes = (router, deps, auth) => {
  const handlers = reviewRequestHandlers(deps);
  registerBehind(router, [], { openLink, unsubscribe }, handlers);
  registerBehind(router, [auth], { list }, handlers);
};
