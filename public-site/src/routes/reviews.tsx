import { loadApprovedReviews } from '../data/public-data.ts';
import { type ReviewsData, ReviewsPage, reviewsData } from '../pages/reviews/ReviewsPage.tsx';
import type { RouteHead } from '../seo/page-head.ts';
import type { RootData } from './root-data.ts';

export async function loader(): Promise<ReviewsData> {
  return reviewsData(await loadApprovedReviews());
}

export const Component = ReviewsPage;

export function head(_data: ReviewsData | undefined, root: RootData): RouteHead {
  return {
    seoPage: 'reviews',
    title: `Customer Reviews | ${root.profile.name}`,
    description:
      'Read what drivers in Birmingham and the West Midlands say about our 24/7 towing, breakdown recovery and jump start service. Rated 5.0 stars on Google.',
  };
}
