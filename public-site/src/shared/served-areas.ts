import { SERVED_AREAS } from '@tow/contracts/constants';
import type { Location } from '@tow/contracts/location';

/** The callback form's last location choice, for a place not in the list. */
export const OTHER_AREA = 'Other';

/**
 * The names of the areas we serve: the locations table (`GET /locations/active`), even when it is
 * empty. The fixed list the demo is seeded with stands in only while the API has never said
 * (`known` false: it could not be reached since this server started).
 */
export function servedAreaNames(
  locations: readonly Pick<Location, 'name'>[],
  known: boolean,
): string[] {
  return known ? locations.map((l) => l.name) : [...SERVED_AREAS];
}
