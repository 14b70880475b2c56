import type { Location } from '@tow/contracts/location';
import type { SiteImages } from '@tow/contracts/media';
import type { Promotion } from '@tow/contracts/promotion';
import type { Review } from '@tow/contracts/review';
import type { Service } from '@tow/contracts/service';
import {
  loadActiveLocations,
  loadActivePromotions,
  loadActiveServices,
  loadFeaturedReviews,
  loadSiteImages,
} from '../../data/public-data.ts';

/** The home page's own lists (spec: services/active, reviews/featured, promotions/active, locations/active). */
export interface HomeLists {
  readonly services: Service[];
  readonly reviews: Review[];
  readonly promotions: Promotion[];
  readonly locations: Location[];
  /** The owner's photos; the hero's replaces the demo's video and poster. */
  readonly siteImages: SiteImages;
}

/**
 * The four GETs in parallel; the page renders once all four have finished. A failed call is
 * logged by the loader behind it and gives an empty list, never an error on the page.
 */
export async function loadHomeLists(request: Request): Promise<HomeLists> {
  const [services, reviews, promotions, locations, siteImages] = await Promise.all([
    loadActiveServices(request),
    loadFeaturedReviews(request),
    loadActivePromotions(request),
    loadActiveLocations(request),
    loadSiteImages(request),
  ]);
  return { services, reviews, promotions, locations, siteImages };
}
