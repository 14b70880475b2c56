import { DEMO_REGION } from '@tow/contracts/constants';
import type { RegionFields } from '@tow/contracts/region-words';

/**
 * The parts of the fixed copy that name the demo area's towns and motorways. They are true only
 * of the West Midlands, and the owner cannot edit them, so they are said only while the profile's
 * area is still the demo's; for any other area the same sentences read without them. (The
 * owner's own words, in Site text, SEO settings and services, may name any road.)
 */
const DEMO_AREA_WORDS = {
  local_places:
    ', including Walsall, Coventry, Solihull, Tamworth, Water Orton, Coleshill and Sutton Coldfield, plus the surrounding motorways such as the M6, M5, M42 and M6 Toll',
  local_motorways: ', including the M6, M5, M42 and M6 Toll',
  local_roads: ' from Walsall to Coventry and from Sutton Coldfield to Solihull',
} as const;

const ANY_AREA_WORDS: Record<keyof typeof DEMO_AREA_WORDS, string> = {
  local_places: ', plus the surrounding motorways',
  local_motorways: ', on its roads and motorways',
  local_roads: ', the junctions and the garages',
};

/**
 * `{local_places}`, `{local_motorways}`, `{local_roads}` of the copy for this area, and `{town}`:
 * where the company is based (its address), or the area's short form when it gave no town.
 */
export function localWords(
  region: RegionFields,
  town: string,
): Record<keyof typeof DEMO_AREA_WORDS | 'town', string> {
  const words = region.region === DEMO_REGION.region ? DEMO_AREA_WORDS : ANY_AREA_WORDS;
  return { ...words, town: town || region.region_short };
}
