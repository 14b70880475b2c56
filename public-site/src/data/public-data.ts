import { RETENTION_DAYS_DEFAULT } from '@tow/contracts/constants';
import type { Location } from '@tow/contracts/location';
import type { Promotion } from '@tow/contracts/promotion';
import type { Review } from '@tow/contracts/review';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Service } from '@tow/contracts/service';
import { callApi } from './api.ts';
import { oncePerRequest } from './request-cache.ts';

/**
 * One public list. A page must still render (with its phone number) when the API is down or
 * slow, so a failed call is logged and gives an empty list rather than an error page.
 */
async function fetchList<T>(path: string, key: string): Promise<T[]> {
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

/** A list fetched at most once per render: `request` is the loader's (see request-cache.ts). */
function loadList<T>(request: Request, path: string, key: string): Promise<T[]> {
  return oncePerRequest(request, path, () => fetchList<T>(path, key));
}

export const loadActiveServices = (request: Request) =>
  loadList<Service>(request, '/services/active', 'services');
export const loadActivePromotions = (request: Request) =>
  loadList<Promotion>(request, '/promotions/active', 'promotions');
export const loadActiveLocations = (request: Request) =>
  loadList<Location>(request, '/locations/active', 'locations');
export const loadApprovedReviews = (request: Request) =>
  loadList<Review>(request, '/reviews/approved', 'reviews');
export const loadFeaturedReviews = (request: Request) =>
  loadList<Review>(request, '/reviews/featured', 'reviews');
export const loadSeoSettings = (request: Request) =>
  loadList<SeoSetting>(request, '/seo-settings/active', 'settings');

/**
 * The callback form's signed opening time (GET /api/callback-requests/form-stamp), for the API's
 * minimum fill time. '' when the API cannot give one: the request is then simply not judged by it.
 */
export async function loadFormStamp(): Promise<string> {
  try {
    const response = await callApi('/callback-requests/form-stamp', {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { stamp?: unknown };
    return typeof body.stamp === 'string' ? body.stamp : '';
  } catch (error) {
    console.warn(
      'GET /api/callback-requests/form-stamp failed:',
      error instanceof Error ? error.message : error,
    );
    return '';
  }
}

/**
 * How many days the personal details of a closed callback request are kept (the owner's
 * setting, GET /api/privacy), for the privacy policy. The default when the API cannot say.
 */
export async function loadRetentionDays(): Promise<number> {
  try {
    const response = await callApi('/privacy', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { privacy?: { retention_days?: unknown } };
    const days = body.privacy?.retention_days;
    if (typeof days !== 'number') throw new Error('no retention_days in the answer');
    return days;
  } catch (error) {
    console.warn('GET /api/privacy failed:', error instanceof Error ? error.message : error);
    return RETENTION_DAYS_DEFAULT;
  }
}
