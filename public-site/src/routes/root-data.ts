import type { Location } from '@tow/contracts/location';
import type { Promotion } from '@tow/contracts/promotion';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Service } from '@tow/contracts/service';
import { useRouteLoaderData } from 'react-router-dom';
import {
  loadActiveLocations,
  loadActivePromotions,
  loadActiveServices,
  loadApprovedReviews,
  loadSeoSettings,
  type RatingSummary,
  summariseRatings,
} from '../data/public-data.ts';
import { siteProfile } from '../data/site-profile.ts';
import type { BusinessProfile } from '../lib/business-profile.ts';

/** What every page shares: the header's menus, the footer's lists, and the head's data. */
export interface RootData {
  readonly profile: BusinessProfile;
  readonly services: Service[];
  readonly promotions: Promotion[];
  readonly locations: Location[];
  readonly rating: RatingSummary;
  readonly seo: SeoSetting[];
}

export const ROOT_ROUTE_ID = 'root';

export async function rootLoader(): Promise<RootData> {
  const [services, promotions, locations, approved, seo] = await Promise.all([
    loadActiveServices(),
    loadActivePromotions(),
    loadActiveLocations(),
    loadApprovedReviews(),
    loadSeoSettings(),
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

/** The shared data from any component under the layout. */
export function useRootData(): RootData {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
  if (!data) throw new Error('useRootData used outside the root route');
  return data;
}
