import { z } from 'zod';
import { SEO_DESCRIPTION_MAX, SEO_PAGES, SEO_TITLE_MAX } from './constants.ts';
import { flag, optionalText, requiredText, storedRecord } from './fields.ts';

/** JSON-LD is a few levels deep; far deeper nesting is refused before it can exhaust the stack. */
export const STRUCTURED_DATA_MAX_DEPTH = 32;

function nestedDeeperThan(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (depth === 0) return true;
  return Object.values(value).some((child) => nestedDeeperThan(child, depth - 1));
}

const StructuredData = z
  .record(z.string(), z.unknown(), { error: 'Structured data must be a JSON object' })
  .refine(
    (value) => !nestedDeeperThan(value, STRUCTURED_DATA_MAX_DEPTH),
    `Structured data can be nested at most ${STRUCTURED_DATA_MAX_DEPTH} levels deep`,
  )
  .nullable()
  .default(null);

const SeoFields = {
  meta_title: requiredText('Meta title', SEO_TITLE_MAX),
  meta_description: requiredText('Meta description', SEO_DESCRIPTION_MAX),
  meta_keywords: optionalText('Meta keywords', 500),
  structured_data: StructuredData,
  additional_head_tags: optionalText('Additional head tags', 5000),
  is_active: flag('Active', true),
};

export const SeoSettingInput = z.object({
  page: z.enum(SEO_PAGES, { error: `Page must be one of: ${SEO_PAGES.join(', ')}` }),
  ...SeoFields,
});

/** The page is fixed once created; an update may repeat it but cannot change it. */
export const SeoSettingUpdate = z.object({
  page: z.enum(SEO_PAGES).optional(),
  ...SeoFields,
});

export const SeoSetting = storedRecord({
  page: z.enum(SEO_PAGES),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  structured_data: z.record(z.string(), z.unknown()).nullable(),
  additional_head_tags: z.string(),
  is_active: z.boolean(),
});

export type SeoSettingInput = z.input<typeof SeoSettingInput>;
export type SeoSetting = z.infer<typeof SeoSetting>;
export type SeoPage = (typeof SEO_PAGES)[number];
