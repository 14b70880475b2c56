import { SEO_PAGES } from '@tow/contracts/constants';
import {
  type SeoPage,
  type SeoSetting,
  SeoSettingInput,
  SeoSettingUpdate,
} from '@tow/contracts/seo-setting';
import { ApiError } from '../../api/api-error.ts';
import { validateWith } from '../../blocks/form-errors.ts';

/** What the SEO form holds: the structured data as the JSON text typed. */
export interface SeoFormValues {
  readonly page: SeoPage | '';
  readonly meta_title: string;
  readonly meta_description: string;
  readonly meta_keywords: string;
  readonly structured_data: string;
  readonly additional_head_tags: string;
  readonly is_active: boolean;
}

/** "home" → "Home", "faq" → "FAQ". */
export function pageLabel(page: string): string {
  return page === 'faq' ? 'FAQ' : page.charAt(0).toUpperCase() + page.slice(1);
}

/** The page options of spec section 9. */
export const PAGE_OPTIONS = SEO_PAGES.map((page) => ({ value: page, label: pageLabel(page) }));

/** A new setting: the first page without one preselected, active. */
export function emptySeoForm(takenPages: readonly string[] = []): SeoFormValues {
  return {
    page: SEO_PAGES.find((page) => !takenPages.includes(page)) ?? '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    structured_data: '',
    additional_head_tags: '',
    is_active: true,
  };
}

export function seoToForm(setting: SeoSetting): SeoFormValues {
  return {
    page: setting.page,
    meta_title: setting.meta_title,
    meta_description: setting.meta_description,
    meta_keywords: setting.meta_keywords,
    structured_data:
      setting.structured_data === null ? '' : JSON.stringify(setting.structured_data, null, 2),
    additional_head_tags: setting.additional_head_tags,
    is_active: setting.is_active,
  };
}

/** Structured data text → a JSON object, null when empty, or the reason it is not one. */
export function parseStructuredData(
  text: string,
): { ok: true; value: Record<string, unknown> | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    return { ok: false, message: `Structured data is not valid JSON: ${reason}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: 'Structured data must be a JSON object, e.g. { "@type": "…" }' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * The create/update body, checked before sending: the structured data must be a JSON object (or
 * empty → null), then the API's own schema. Throws like a 422 answer would (`validateWith`), so
 * the modal's red box reads the first message and each field shows its own.
 */
export function seoPayload(values: SeoFormValues, mode: 'create' | 'edit'): SeoSettingInput {
  const structured = parseStructuredData(values.structured_data);
  if (!structured.ok) {
    throw new ApiError(structured.message, 422, structured.message, {
      structured_data: [structured.message],
    });
  }
  const payload = {
    page: values.page as SeoPage,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
    structured_data: structured.value,
    additional_head_tags: values.additional_head_tags,
    is_active: values.is_active,
  };
  validateWith(mode === 'create' ? SeoSettingInput : SeoSettingUpdate, payload);
  return payload;
}

/** "42/60 characters · recommended 50–60", and whether the length is in the recommended range. */
export function lengthCounter(
  text: string,
  max: number,
  recommended: { readonly min: number; readonly max: number },
): { text: string; inRange: boolean } {
  const length = text.length;
  return {
    text: `${length}/${max} characters · recommended ${recommended.min}–${recommended.max}`,
    inRange: length >= recommended.min && length <= recommended.max,
  };
}
