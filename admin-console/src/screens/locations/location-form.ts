import { type Location, LocationInput, slugify } from '@tow/contracts/location';
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
    latitude: location.latitude === null ? '' : String(location.latitude),
    longitude: location.longitude === null ? '' : String(location.longitude),
  };
}

/** An empty coordinate is null; anything else a number (the API checks the range). */
function coordinate(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The form as the API takes it: an empty slug is null (made from the name), sort_order a number. */
export function formToLocationPayload(values: LocationFormValues): LocationPayload {
  const slug = values.slug.trim();
  return {
    name: values.name,
    slug: slug === '' ? null : slug,
    description: values.description,
    is_active: values.is_active,
    sort_order: values.sort_order.trim() === '' ? 0 : Number(values.sort_order),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  };
}

/** Throws (like the server's 422) when the API would refuse the payload. */
export function validateLocationPayload(payload: LocationPayload): void {
  validateWith(LocationInput, payload);
}

/** The slug the API will make from this name when none is given ("Sutton Coldfield" → "sutton-coldfield"). */
export function suggestedSlug(name: string): string {
  return slugify(name);
}

/** Locations in display order: sort_order, then name (spec section 2). */
export function bySortOrder(a: Location, b: Location): number {
  return a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'en-GB');
}
