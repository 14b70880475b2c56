import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { Review, ReviewInput } from '@tow/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env.ts';
import { createReview, listReviews, updateReview } from '../../db/repositories/reviews.ts';
import { deleteById } from '../../db/repositories/shared.ts';
import { answer } from '../../lib/openapi.ts';
import { registerCrudRoutes } from '../crud-routes.ts';

export function registerReviewRoutes(
  router: OpenAPIHono<AppEnv>,
  { db }: AppDeps,
  auth: MiddlewareHandler<AppEnv>,
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/reviews/approved',
      tags: ['Reviews'],
      summary: 'Approved reviews, newest first (public)',
      responses: { 200: answer('reviews', Review.array(), 'Approved reviews') },
    }),
    async (c) =>
      c.json(
        { success: true as const, reviews: await listReviews(db, { approvedOnly: true }) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/reviews/featured',
      tags: ['Reviews'],
      summary: 'Featured and approved reviews, newest first (public)',
      responses: { 200: answer('reviews', Review.array(), 'Featured, approved reviews') },
    }),
    async (c) =>
      c.json(
        { success: true as const, reviews: await listReviews(db, { featuredOnly: true }) },
        200,
      ),
  );

  registerCrudRoutes(
    router,
    {
      tag: 'Reviews',
      path: '/reviews',
      plural: 'reviews',
      singular: 'review',
      label: 'Review',
      input: ReviewInput,
      update: ReviewInput,
      record: Review,
      list: () => listReviews(db),
      create: (values) => createReview(db, values),
      update_: (id, values) => updateReview(db, id, values),
      remove: (id) => deleteById(db, 'reviews', id),
    },
    auth,
  );
}
