import type { Location } from '@tow/contracts/location';
import type { Promotion } from '@tow/contracts/promotion';
import { type RatingSummary, summariseRatings } from '@tow/contracts/review-rating';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Service } from '@tow/contracts/service';
import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  loadActiveLocations,
  loadActivePromotions,
  loadActiveServices,
  loadApprovedReviews,
  loadSeoSettings,
} from '../data/public-data.ts';
import { siteProfile } from '../data/site-profile.ts';
import type { BusinessProfile } from '../lib/business-profile.ts';

/**
 * What every page shares: the header's menus, the footer's lists, and the head's data. The layout
 * reads it with useLoaderData and hands it to its pages as the outlet context.
 */
export interface RootData {
  readonly profile: BusinessProfile;
  readonly services: Service[];
  readonly promotions: Promotion[];
  readonly locations: Location[];
  readonly rating: RatingSummary;
  readonly seo: SeoSetting[];
}

export const ROOT_ROUTE_ID = 'root';

export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const [services, promotions, locations, approved, seo] = await Promise.all([
    loadActiveServices(request),
    loadActivePromotions(request),
    loadActiveLocations(request),
    loadApprovedReviews(request),
    loadSeoSettings(request),
  ]);
  return {
    profile: siteProfile(),
    services,
    promotions,
    locations,
    rating: summariseRatings(approved),
    seo,
  };
}
