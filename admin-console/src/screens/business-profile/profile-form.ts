import {
  type BusinessProfile,
  type BusinessProfileFields,
  BusinessProfileInput,
} from '@tow/contracts/business-profile';
import { validateWith } from '../../blocks/form-errors.ts';

/** The form's fields, one per input, named by their path in the payload (`address.town`). */
export const PROFILE_FIELDS = [
  'name',
  'phone',
  'whatsapp',
  'email',
  'address.street',
  'address.town',
  'address.postcode',
  'region',
  'region_short',
  'region_wide',
  'opening_text',
  'google_rating',
  'year_established',
  'google_review_url',
  'social.facebook',
  'social.instagram',
  'social.x',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;

/** A stored WhatsApp number as a person writes it: "+447700900123" → "07700 900123". */
function writtenWhatsapp(e164: string): string {
  if (!e164.startsWith('+44')) return e164;
  const national = `0${e164.slice(3)}`;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}

/** The saved profile as the form shows it. */
export function formValuesOf(profile: BusinessProfile): ProfileFormValues {
  const whatsapp = writtenWhatsapp(profile.whatsapp);
  return {
    name: profile.name,
    phone: profile.phone,
    whatsapp,
    email: profile.email,
    'address.street': profile.address.street,
    'address.town': profile.address.town,
    'address.postcode': profile.address.postcode,
    region: profile.region,
    region_short: profile.region_short,
    region_wide: profile.region_wide,
    opening_text: profile.opening_text,
    google_rating: profile.google_rating,
    year_established: profile.year_established,
    google_review_url: profile.google_review_url,
    'social.facebook': profile.social.facebook,
    'social.instagram': profile.social.instagram,
    'social.x': profile.social.x,
  };
}

/** What PUT /api/business-profile takes: the whole profile, the logo kept as it is. */
export function payloadOf(values: ProfileFormValues, logoMediaId: number | null) {
  return {
    name: values.name,
    phone: values.phone,
    whatsapp: values.whatsapp,
    email: values.email,
    address: {
      street: values['address.street'],
      town: values['address.town'],
      postcode: values['address.postcode'],
    },
    region: values.region,
    region_short: values.region_short,
    region_wide: values.region_wide,
    opening_text: values.opening_text,
    google_rating: values.google_rating,
    year_established: values.year_established,
    google_review_url: values.google_review_url,
    social: {
      facebook: values['social.facebook'],
      instagram: values['social.instagram'],
      x: values['social.x'],
    },
    logo_media_id: logoMediaId,
  };
}

/**
 * Checks the form with the API's own schema: the payload as the API will store it, or an
 * ApiError with each field's message, as the API's 422 would give.
 */
export function checkedPayload(
  values: ProfileFormValues,
  logoMediaId: number | null,
): BusinessProfileFields {
  return validateWith(BusinessProfileInput, payloadOf(values, logoMediaId));
}

/** The message of one field as the form stands, or undefined when it is fine. */
export function fieldProblem(values: ProfileFormValues, field: ProfileField): string | undefined {
  const result = BusinessProfileInput.safeParse(payloadOf(values, null));
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}
