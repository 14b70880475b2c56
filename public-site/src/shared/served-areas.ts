import { SERVED_AREAS } from '@tow/contracts/constants';
import type { Location } from '@tow/contracts/location';

/** The callback form's last location choice, for a place not in the list. */
export const OTHER_AREA = 'Other';

/**
 * The names of the areas we serve. The locations table (`GET /locations/active`) is the source;
 * the fixed list the API is seeded with stands in only when that call failed or gave nothing.
 */
export function servedAreaNames(locations: readonly Pick<Location, 'name'>[]): string[] {
  return locations.length > 0 ? locations.map((l) => l.name) : [...SERVED_AREAS];
}
