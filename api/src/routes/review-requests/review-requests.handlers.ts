import type { AppDeps } from '../../app-deps.ts';
import { openReviewLink, unsubscribeFromReviews } from '../../callback-requests/review-steps.ts';
import { countReviewRequests, listReviewRequests } from '../../db/repositories/review-requests.ts';
import type { AppRouteHandler } from '../../lib/openapi.ts';
import type * as routes from './review-requests.routes.ts';

/** The console lists this many of the latest review requests. */
const LISTED = 200;

/** What each review request call does: the steps decide, the repositories count. */
export function reviewRequestHandlers({ db, profile }: AppDeps) {
  const openLink: AppRouteHandler<typeof routes.openLink> = async (c) => {
    await openReviewLink(db, c.req.valid('param').token);
    return c.json(
      {
        success: true as const,
        message: 'Review link opened',
        review_url: profile.current().google_review_url || null,
      },
      200,
    );
  };

  const unsubscribe: AppRouteHandler<typeof routes.unsubscribe> = async (c) => {
    await unsubscribeFromReviews(db, c.req.valid('param').token);
    return c.json(
      { success: true as const, message: 'You will get no more review emails from us' },
      200,
    );
  };

  const list: AppRouteHandler<typeof routes.list> = async (c) => {
    const [counts, requests] = await Promise.all([
      countReviewRequests(db),
      listReviewRequests(db, LISTED),
    ]);
    return c.json({ success: true as const, counts, requests }, 200);
  };

  return { openLink, unsubscribe, list };
}
