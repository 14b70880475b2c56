import type { Location } from '@tow/contracts/location';
import type { Promotion } from '@tow/contracts/promotion';
import type { Review } from '@tow/contracts/review';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Service } from '@tow/contracts/service';
import { callApi } from './api.ts';

/**
 * One public list. A page must still render (with its phone number) when the API is down or
 * slow, so a failed call is logged and gives an empty list rather than an error page.
 */
async function loadList<T>(path: string, key: string): Promise<T[]> {
  try {
    const response = await callApi(path, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    const list = body[key];
    if (!Array.isArray(list)) throw new Error(`no "${key}" list in the answer`);
    return list as T[];
  } catch (error) {
    console.warn(`GET /api${path} failed:`, error instanceof Error ? error.message : error);
    return [];
  }
}

export const loadActiveServices = () => loadList<Service>('/services/active', 'services');
export const loadActivePromotions = () => loadList<Promotion>('/promotions/active', 'promotions');
export const loadActiveLocations = () => loadList<Location>('/locations/active', 'locations');
export const loadApprovedReviews = () => loadList<Review>('/reviews/approved', 'reviews');
export const loadFeaturedReviews = () => loadList<Review>('/reviews/featured', 'reviews');
export const loadSeoSettings = () => loadList<SeoSetting>('/seo-settings/active', 'settings');

export interface RatingSummary {
  /** Mean star rating to one decimal place; 0 when there are no reviews. */
  readonly average: number;
  readonly count: number;
}

export function summariseRatings(reviews: readonly Pick<Review, 'rating'>[]): RatingSummary {
  if (reviews.length === 0) return { average: 0, count: 0 };
  const total = reviews.reduce((sum, r) => sum + r.rating, 0);
  return { average: Math.round((total / reviews.length) * 10) / 10, count: reviews.length };
}
