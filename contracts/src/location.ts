import { z } from 'zod';
import { flag, Id, optionalText, requiredText, sortOrder, Timestamp } from './fields.ts';

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

export const Location = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export type LocationInput = z.input<typeof LocationInput>;
export type Location = z.infer<typeof Location>;
