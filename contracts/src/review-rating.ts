/** The star figure both apps show: on the public reviews page and above the console's list. */
export interface RatingSummary {
  /** Mean star rating rounded to one decimal place; 0 when there are no reviews. */
  readonly average: number;
  readonly count: number;
}

export function summariseRatings(reviews: readonly { readonly rating: number }[]): RatingSummary {
  if (reviews.length === 0) return { average: 0, count: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
}

/** The average as written, always with one decimal: "4.8", "5.0", "0.0" when none. */
export function formatAverageRating(average: number): string {
  return average.toFixed(1);
}
