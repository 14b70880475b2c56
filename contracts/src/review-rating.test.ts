import { describe, expect, it } from 'vitest';
import { formatAverageRating, summariseRatings } from './review-rating.ts';

describe('the average star rating', () => {
  it('is the mean rounded to one decimal, written with one decimal', () => {
    const summary = summariseRatings([{ rating: 5 }, { rating: 5 }, { rating: 4 }]);
    expect(summary).toEqual({ average: 4.7, count: 3 });
    expect(formatAverageRating(summary.average)).toBe('4.7');
    expect(formatAverageRating(summariseRatings([{ rating: 5 }]).average)).toBe('5.0');
  });

  it('reads 0.0 from 0 reviews rather than failing', () => {
    expect(summariseRatings([])).toEqual({ average: 0, count: 0 });
    expect(formatAverageRating(0)).toBe('0.0');
  });
});
