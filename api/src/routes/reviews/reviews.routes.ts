import { Review, ReviewInput } from '@tow/contracts';
import type { RegisterRoutes } from '../../app-deps.ts';
import { createReview, listReviews, updateReview } from '../../db/repositories/reviews.ts';
import { crudNames, crudStore, registerCrudRoutes } from '../crud-routes.ts';
import { registerPublicList } from '../public-list-route.ts';

export const registerReviewRoutes: RegisterRoutes = (router, { db, publicAnswers }, auth) => {
  registerPublicList(router, publicAnswers, {
    tag: 'Reviews',
    path: '/reviews/approved',
    operationId: 'listApprovedReviews',
    summary: 'Approved reviews, newest first (public)',
    key: 'reviews',
    record: Review,
    description: 'Approved reviews',
    list: () => listReviews(db, { approvedOnly: true }),
  });

  registerPublicList(router, publicAnswers, {
    tag: 'Reviews',
    path: '/reviews/featured',
    operationId: 'listFeaturedReviews',
    summary: 'Featured and approved reviews, newest first (public)',
    key: 'reviews',
    record: Review,
    description: 'Featured, approved reviews',
    list: () => listReviews(db, { featuredOnly: true }),
  });

  registerCrudRoutes(router, auth, {
    names: crudNames('review'),
    schemas: { input: ReviewInput, update: ReviewInput, record: Review },
    store: crudStore(db, 'reviews', listReviews, createReview, updateReview),
  });
};
