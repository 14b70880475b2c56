import type { Review } from './review.ts';

export interface RatingSummary {
  /** The mean star rating to one decimal place (halves round up); 0 when there are no reviews. */
  readonly average: number;
  readonly count: number;
}

/**
 * The average rating shown by the public site (reviews page, header) and the console's reviews
 * screen (spec section 2), so both give the same figure for the same reviews.
 */
export function summariseRatings(reviews: readonly Pick<Review, 'rating'>[]): RatingSummary {
  const count = reviews.length;
  if (count === 0) return { average: 0, count: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  // Tenths from whole numbers, so 87 stars over 20 reviews is 4.4, not 4.3 from 4.35's binary error.
  return { average: Math.round((total * 10) / count) / 10, count };
}
