import type { Review } from '@tow/contracts/review';
import { summariseRatings } from '@tow/contracts/review-rating';

export interface ReviewStats {
  readonly total: number;
  readonly approved: number;
  readonly featured: number;
  /** The average rating to one decimal, "0.0" when there are no reviews (spec section 2). */
  readonly average: string;
  readonly averageValue: number;
}

/** The figures above the reviews list; the average is the public site's rule (@tow/contracts). */
export function reviewStats(reviews: readonly Review[]): ReviewStats {
  const { average, count } = summariseRatings(reviews);
  return {
    total: count,
    approved: reviews.filter((review) => review.is_approved).length,
    featured: reviews.filter((review) => review.is_featured).length,
    average: average.toFixed(1),
    averageValue: average,
  };
}

/** What the free-text search looks in. */
export const REVIEW_SEARCH_FIELDS = [
  'customer_name',
  'customer_location',
  'review_text',
  'service_type',
] as const;
