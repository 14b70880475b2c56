import type { Availability } from '@tow/contracts/availability';
import type { Location } from '@tow/contracts/location';
import type { Promotion } from '@tow/contracts/promotion';
import type { SeoSetting } from '@tow/contracts/seo-setting';
import type { Service } from '@tow/contracts/service';
import type { SiteText } from '@tow/contracts/site-text';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { CoverageOutcome } from '../data/coverage.ts';
import {
  loadActivePromotions,
  loadActiveServices,
  loadAvailability,
  loadCoverage,
  loadSeoSettings,
  loadServedAreas,
  loadSiteTexts,
} from '../data/public-data.ts';
import { loadBusinessProfile } from '../data/site-profile.ts';
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
  /** False while the API has never said which areas are served: the fixed list stands in. */
  readonly areasKnown: boolean;
  readonly seo: SeoSetting[];
  /** What the company can promise now (the banner), as it reads now; null when the API cannot say. */
  readonly availability: Availability | null;
  /** The coverage check the page was asked with (`?postcode=`), null without one. */
  readonly coverage: CoverageOutcome | null;
  /** The owner's words of the home, about, contact and area pages (see shared/site-text.ts). */
  readonly siteTexts: SiteText[];
}

export const ROOT_ROUTE_ID = 'root';

export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const [profile, services, promotions, areas, seo, availability, coverage, siteTexts] =
    await Promise.all([
      loadBusinessProfile(request),
      loadActiveServices(request),
      loadActivePromotions(request),
      loadServedAreas(request),
      loadSeoSettings(request),
      loadAvailability(request),
      loadCoverage(request),
      loadSiteTexts(request),
    ]);
  return {
    profile,
    services,
    promotions,
    locations: areas ?? [],
    areasKnown: areas !== null,
    seo,
    availability,
    coverage,
    siteTexts,
  };
}
