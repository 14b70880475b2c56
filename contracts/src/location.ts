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

export const LocationInput = z.object({
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
});

export const Location = z.object({
  id: Id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export type LocationInput = z.input<typeof LocationInput>;
export type Location = z.infer<typeof Location>;
