import type { Review } from '@tow/contracts/review';

export interface ReviewStats {
  readonly total: number;
  readonly approved: number;
  readonly featured: number;
  /** The average rating to one decimal, "0.0" when there are no reviews (spec section 2). */
  readonly average: string;
  readonly averageValue: number;
}

/** The figures above the reviews list. */
export function reviewStats(reviews: readonly Review[]): ReviewStats {
  const total = reviews.length;
  const sum = reviews.reduce((acc, review) => acc + review.rating, 0);
  const averageValue = total === 0 ? 0 : sum / total;
  return {
    total,
    approved: reviews.filter((review) => review.is_approved).length,
    featured: reviews.filter((review) => review.is_featured).length,
    average: averageValue.toFixed(1),
    averageValue,
  };
}

/** What the free-text search looks in. */
export const REVIEW_SEARCH_FIELDS = [
  'customer_name',
  'customer_location',
  'review_text',
  'service_type',
] as const;
