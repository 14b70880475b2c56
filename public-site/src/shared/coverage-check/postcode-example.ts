import { DEMO_REGION } from '@tow/contracts/constants';
import type { Location } from '@tow/contracts/location';
import type { BusinessProfile } from '../../lib/business-profile.ts';

/**
 * The example in the coverage check's empty box, from the company's own ground: its postcode, the
 * demo's Erdington one while the area is still the demo's, else its first area's first district
 * ('' when it has none: no example rather than another city's).
 */
export function postcodeExample(
  profile: Pick<BusinessProfile, 'address' | 'region'>,
  areas: readonly Pick<Location, 'postcode_districts'>[],
): string {
  if (profile.address.postcode) return profile.address.postcode;
  if (profile.region.region === DEMO_REGION.region) return 'B23 6AB';
  return areas.find((area) => area.postcode_districts.length > 0)?.postcode_districts[0] ?? '';
}
