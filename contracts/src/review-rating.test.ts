import { describe, expect, it } from 'vitest';
import { summariseRatings } from './review-rating.ts';

const ratings = (...stars: number[]) => stars.map((rating) => ({ rating }));

describe('average rating (spec section 2)', () => {
  it('is 0 with no reviews', () => {
    expect(summariseRatings([])).toEqual({ average: 0, count: 0 });
  });

  it('is the mean to one decimal place', () => {
    expect(summariseRatings(ratings(5, 4, 4))).toEqual({ average: 4.3, count: 3 });
    expect(summariseRatings(ratings(5, 5, 4, 3))).toEqual({ average: 4.3, count: 4 });
  });

  it('rounds an exact half up, whatever the floating point error of the mean', () => {
    // 87 / 20 = 4.35, stored as 4.3499999…: still 4.4.
    expect(summariseRatings(ratings(...Array(7).fill(5), ...Array(13).fill(4))).average).toBe(4.4);
  });
});
