import { z } from 'zod';
import { flag, optionalText, requiredText, sortOrder, storedRecord } from './fields.ts';
import { compareDistricts, isPostcodeDistrict, normaliseDistrict } from './postcode-district.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Sutton Coldfield" → "sutton-coldfield". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** More than any real area needs (Birmingham has about 45). */
export const POSTCODE_DISTRICTS_MAX = 300;

/**
 * The postcode districts an area covers (`["B1", "B2", "WS1"]`): normalised to upper case,
 * each once, in postcode order; every one a UK outward code. Which area holds a district is
 * unique: the API refuses one already in another area (409, naming it).
 */
export const PostcodeDistricts = z
  .array(z.string({ error: 'Each postcode district must be text' }).transform(normaliseDistrict), {
    error: 'Postcode districts must be a list',
  })
  .max(POSTCODE_DISTRICTS_MAX, `At most ${POSTCODE_DISTRICTS_MAX} postcode districts per area`)
  .superRefine((districts, ctx) => {
    const wrong = districts.filter((district) => !isPostcodeDistrict(district));
    if (wrong.length > 0) {
      const list = wrong.map((district) => `"${district}"`).join(', ');
      ctx.addIssue({
        code: 'custom',
        message: `${list} ${wrong.length === 1 ? 'is not a UK postcode district' : 'are not UK postcode districts'} (like B23 or WS1)`,
      });
    }
  })
  .transform((districts) => [...new Set(districts)].sort(compareDistricts));

export const LocationInput = z
  .object({
    name: requiredText('Name', 120),
    slug: z
      .string({ error: 'Slug must be text' })
      .trim()
      .max(120, 'Slug must be at most 120 characters')
      .refine(
        (s) => s === '' || SLUG_PATTERN.test(s),
        'Slug may contain only lowercase letters, digits and single hyphens',
      )
      .nullish(),
    description: optionalText('Description', 5000),
    is_active: flag('Active', true),
    sort_order: sortOrder(),
    postcode_districts: PostcodeDistricts.default([]),
    /** Where the area is, for the nearest-area pick of a driver's position; both or neither. */
    latitude: z
      .number({ error: 'Latitude must be a number' })
      .min(-90, 'Latitude must be between -90 and 90')
      .max(90, 'Latitude must be between -90 and 90')
      .nullish(),
    longitude: z
      .number({ error: 'Longitude must be a number' })
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude == null) !== (value.longitude == null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.latitude == null ? 'latitude' : 'longitude'],
        message: 'Latitude and longitude go together: give both or neither',
      });
    }
  });

export const Location = storedRecord({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  postcode_districts: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export type LocationInput = z.input<typeof LocationInput>;
export type Location = z.infer<typeof Location>;
