import {
  areaIdOfKey,
  areaTextKey,
  type Location,
  type Placeholders,
  SITE_TEXT_PAGE_KEYS,
  type SiteTextPlace,
  siteTextPlace,
} from '@tow/contracts';
import type { DB } from '../db/database.ts';
import { listLocations } from '../db/repositories/locations.ts';

/** One text the owner can edit: where it is and what its placeholders stand for. */
export interface TextPlace {
  key: string;
  place: SiteTextPlace;
  /** The page's label as the owner reads it ("Area page: Walsall"). */
  label: string;
  /** Where it is in a sentence of the activity log ("the top of the Walsall area page"). */
  where: string;
  placeholders: Placeholders;
}

function areaPlace(location: Location, company: Placeholders): TextPlace {
  const place = siteTextPlace(areaTextKey(location.id)) as SiteTextPlace;
  return {
    key: areaTextKey(location.id),
    place,
    label: `${place.label}: ${location.name}`,
    where: place.where.replace('{area}', location.name),
    placeholders: { ...company, area: location.name },
  };
}

function pagePlace(key: string, company: Placeholders): TextPlace {
  const place = siteTextPlace(key) as SiteTextPlace;
  return { key, place, label: place.label, where: place.where, placeholders: company };
}

/** Every text a visitor can see: the fixed pages' and one per active area. */
export async function listTextPlaces(db: DB, company: Placeholders): Promise<TextPlace[]> {
  const areas = await listLocations(db, { activeOnly: true });
  return [
    ...SITE_TEXT_PAGE_KEYS.map((key) => pagePlace(key, company)),
    ...areas.map((location) => areaPlace(location, company)),
  ];
}

/**
 * The place of a key, or null when there is none: a key of no page, or an area that does not
 * exist. An inactive area keeps its words for when it is shown again.
 */
export async function findTextPlace(
  db: DB,
  key: string,
  company: Placeholders,
): Promise<TextPlace | null> {
  const areaId = areaIdOfKey(key);
  if (areaId === null) return siteTextPlace(key) ? pagePlace(key, company) : null;
  const location = (await listLocations(db)).find((l) => l.id === areaId);
  return location ? areaPlace(location, company) : null;
}
