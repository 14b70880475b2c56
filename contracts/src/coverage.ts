import { z } from 'zod';
import { POSTCODE_QUERY_MAX, readPostcodeQuery } from './postcode-district.ts';

export const POSTCODE_QUERY_MESSAGE =
  'Enter a UK postcode like B23 6AB, or its first half like B23';

/** `GET /api/coverage?postcode=…`: a whole postcode or a district, any case, spaces or none. */
export const CoverageQuery = z.object({
  postcode: z
    .string({ error: POSTCODE_QUERY_MESSAGE })
    .trim()
    // One message whatever is wrong with it (empty, too long, not a postcode).
    .refine((text) => readPostcodeQuery(text) !== null, POSTCODE_QUERY_MESSAGE)
    .meta({ example: 'B23 6AB', maxLength: POSTCODE_QUERY_MAX }),
});

/** Whether an active area lists the postcode's district, and which. */
export const Coverage = z.object({
  covered: z.boolean(),
  /** Normalised (`B23 6AB`); null when only a district was given. */
  postcode: z.string().nullable(),
  /** The district matched, or the outward code asked about when none is (`B23`, `WS1`). */
  district: z.string(),
  area: z.object({ name: z.string(), slug: z.string() }).nullable(),
});

export type Coverage = z.infer<typeof Coverage>;
