import { z } from 'zod';

/** A required, trimmed text field whose messages name the field, e.g. `requiredText('Name', 120)`. */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional trimmed text; absent becomes an empty string. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');
}

/** Optional trimmed text that may also be null; the API stores empty text as null. */
export function nullableText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish();
}

export function flag(label: string, fallback: boolean) {
  return z.boolean({ error: `${label} must be true or false` }).default(fallback);
}

export function sortOrder() {
  return z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative')
    .max(1_000_000, 'Sort order is too large')
    .default(0);
}

export function isoDate(label: string) {
  return z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
}

/** Money in pounds: a non-negative amount with at most two decimal places. */
export function money(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} is too large`)
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      `${label} can have at most two decimal places`,
    );
}

export const Id = z.number().int().positive();
export const Timestamp = z.string().describe('ISO 8601 timestamp with offset');

/** A record as the database keeps it: its id, then `fields`, then when it was made and changed. */
export function storedRecord<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ id: Id, ...fields, created_at: Timestamp, updated_at: Timestamp });
}

export const IdParam = z.object({
  id: z.coerce
    .number({ error: 'The id must be a whole number' })
    .int('The id must be a whole number')
    .positive('The id must be a positive whole number')
    .max(2_147_483_647, 'The id is too large'),
});
