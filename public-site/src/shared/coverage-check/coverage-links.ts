import { POSTCODE_PARAM } from '../../data/coverage.ts';

/** The callback form of an area's page, with the check shown again above it. */
export function areaCallbackHref(slug: string, postcode: string): string {
  const query = new URLSearchParams({ [POSTCODE_PARAM]: postcode });
  return `/areas/${encodeURIComponent(slug)}?${query}#callback-form`;
}
