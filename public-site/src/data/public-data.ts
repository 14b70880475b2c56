import { type Availability, availabilityAt } from '@tow/contracts/availability';
import { RETENTION_DAYS_DEFAULT } from '@tow/contracts/constants';
import type { Location } from '@tow/contracts/location';
import type { SiteImages } from '@tow/contracts/media';
import type { Promotion } from '@tow/contracts/promotion';
import type { Review } from '@tow/contracts/review';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Service } from '@tow/contracts/service';
import type { SiteText } from '@tow/contracts/site-text';
import { callApi } from './api.ts';
import { type CoverageOutcome, checkCoverage, POSTCODE_PARAM } from './coverage.ts';
import { oncePerRequest } from './request-cache.ts';

/** One public list as the API answers it; throws when the API cannot be reached or does not say. */
async function fetchList<T>(path: string, key: string): Promise<T[]> {
  const response = await callApi(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const list = body[key];
  if (!Array.isArray(list)) throw new Error(`no "${key}" list in the answer`);
  return list as T[];
}

function logFailure(path: string, error: unknown): void {
  console.warn(`GET /api${path} failed:`, error instanceof Error ? error.message : error);
}

/**
 * A public list fetched at most once per render (`request` is the loader's, see
 * request-cache.ts). A page must still render (with its phone number) when the API is down or
 * slow, so a failed call is logged and gives an empty list rather than an error page.
 */
function loadList<T>(request: Request, path: string, key: string): Promise<T[]> {
  return oncePerRequest(request, path, () =>
    fetchList<T>(path, key).catch((error: unknown) => {
      logFailure(path, error);
      return [];
    }),
  );
}

export const loadActiveServices = (request: Request) =>
  loadList<Service>(request, '/services/active', 'services');
export const loadActivePromotions = (request: Request) =>
  loadList<Promotion>(request, '/promotions/active', 'promotions');
export const loadApprovedReviews = (request: Request) =>
  loadList<Review>(request, '/reviews/approved', 'reviews');
export const loadFeaturedReviews = (request: Request) =>
  loadList<Review>(request, '/reviews/featured', 'reviews');
export const loadSeoSettings = (request: Request) =>
  loadList<SeoSetting>(request, '/seo-settings/active', 'settings');
/** The owner's words; an empty list (the spec's words shown) when the API cannot answer. */
export const loadSiteTexts = (request: Request) =>
  loadList<SiteText>(request, '/site-text', 'texts');

/** The areas the API last gave this server: they stand in while it cannot be reached. */
let lastAreas: Location[] | null = null;

/**
 * The active served areas: the locations table and nothing else (an owner who deleted every area
 * gets none). While the API cannot be reached, the areas it last gave; `null` when it has never
 * answered since this server started (the layout then shows the fixed list of served-areas.ts).
 */
export function loadServedAreas(request: Request): Promise<Location[] | null> {
  const path = '/locations/active';
  return oncePerRequest(request, path, () =>
    fetchList<Location>(path, 'locations').then(
      (areas) => {
        lastAreas = areas;
        return areas;
      },
      (error: unknown) => {
        logFailure(path, error);
        return lastAreas;
      },
    ),
  );
}

/** The active areas as a list (empty when the API never answered), for pages that link to them. */
export const loadActiveLocations = async (request: Request): Promise<Location[]> =>
  (await loadServedAreas(request)) ?? [];

const NO_SITE_IMAGES: SiteImages = { home_hero: null, about: null };

async function fetchSiteImages(): Promise<SiteImages> {
  try {
    const response = await callApi('/site-images', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { images?: Partial<SiteImages> };
    if (!body.images) throw new Error('no "images" in the answer');
    return { ...NO_SITE_IMAGES, ...body.images };
  } catch (error) {
    logFailure('/site-images', error);
    return NO_SITE_IMAGES;
  }
}

/**
 * The photos the owner chose for the home hero and the about page (GET /api/site-images), once
 * per render; none (the demo's pictures) when the API cannot say.
 */
export const loadSiteImages = (request: Request) =>
  oncePerRequest(request, '/site-images', fetchSiteImages);

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

/**
 * What the company can promise right now (GET /api/availability), as it reads at this moment;
 * null when the API cannot say (the page then shows no banner: nothing to announce).
 */
export async function loadAvailability(request: Request): Promise<Availability | null> {
  return oncePerRequest(request, '/availability', async () => {
    try {
      const response = await callApi('/availability', { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { availability?: Availability };
      if (!body.availability) throw new Error('no availability in the answer');
      return availabilityAt(body.availability);
    } catch (error) {
      console.warn('GET /api/availability failed:', error instanceof Error ? error.message : error);
      return null;
    }
  });
}

/** The coverage check a page was asked with (`?postcode=`, the form sent without JavaScript). */
export function loadCoverage(request: Request): Promise<CoverageOutcome | null> {
  const asked = new URL(request.url).searchParams.get(POSTCODE_PARAM)?.trim() ?? '';
  if (asked === '') return Promise.resolve(null);
  return oncePerRequest(request, `/coverage ${asked}`, () => checkCoverage(asked));
}
