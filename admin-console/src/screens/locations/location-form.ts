import { type Location, LocationInput, slugify } from '@tow/contracts/location';
import { describeDistricts, readDistrictList } from '@tow/contracts/postcode-district';
import { validateWith } from '../../blocks/form-errors.ts';

/** The location form's state and its mapping to and from the API (spec sections 3 and 5). */
export interface LocationFormValues {
  readonly name: string;
  /** Optional: the API makes it from the name when empty. */
  readonly slug: string;
  readonly description: string;
  readonly is_active: boolean;
  /** The number input's text. */
  readonly sort_order: string;
  /** The postcode districts as typed: `B1-B21, B23, WS1` (commas, spaces or lines; ranges). */
  readonly postcode_districts: string;
  /** Where the area is (decimal degrees), for the nearest area of a driver's position; both or neither. */
  readonly latitude: string;
  readonly longitude: string;
}

export type LocationPayload = LocationInput;

/** A new location: active, sort order = how many locations there are (spec section 5). */
export function emptyLocationForm(locationCount: number): LocationFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    is_active: true,
    sort_order: String(locationCount),
    postcode_districts: '',
    latitude: '',
    longitude: '',
  };
}

/** The form filled with a stored location (Edit). */
export function locationToForm(location: Location): LocationFormValues {
  return {
    name: location.name,
    slug: location.slug,
    description: location.description,
    is_active: location.is_active,
    sort_order: String(location.sort_order),
    postcode_districts: describeDistricts(location.postcode_districts),
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
  };
}

/** An empty coordinate is null; anything else a number (the API checks the range). */
function coordinate(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * The districts typed, ranges spelt out; what is not a district goes too, so the check (here
 * and the API's) names it rather than dropping it.
 */
function districtsOf(text: string): string[] {
  const { districts, invalid } = readDistrictList(text);
  return [...districts, ...invalid];
}

/**
 * The form as the API takes it: an empty slug is null (made from the name), sort_order a number.
 * Throws (like the server's 422) when the API would refuse it, so nothing wrong is sent.
 */
export function locationPayload(values: LocationFormValues): LocationPayload {
  const slug = values.slug.trim();
  const payload: LocationPayload = {
    name: values.name,
    slug: slug === '' ? null : slug,
    description: values.description,
    is_active: values.is_active,
    sort_order: values.sort_order.trim() === '' ? 0 : Number(values.sort_order),
    postcode_districts: districtsOf(values.postcode_districts),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  };
  validateWith(LocationInput, payload);
  return payload;
}

/** The slug the API will make from this name when none is given ("Sutton Coldfield" → "sutton-coldfield"). */
export function suggestedSlug(name: string): string {
  return slugify(name);
}

/** Locations in display order: sort_order, then name (spec section 2). */
export function bySortOrder(a: Location, b: Location): number {
  return a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'en-GB');
}
