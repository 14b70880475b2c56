import { parse } from 'postcode';
import { z } from 'zod';
import { Id, optionalText, requiredText, Timestamp } from './fields.ts';
import { normaliseMobilePhone } from './mobile-phone.ts';
import { normaliseUkPhone } from './uk-phone.ts';

export const PROFILE_PHONE_MESSAGE =
  'Enter a UK phone number, for example 07700 900123 or 0121 496 0000';
export const PROFILE_WHATSAPP_MESSAGE =
  'Enter the mobile number WhatsApp is on, for example 07700 900123 or +44 7700 900123';
export const PROFILE_POSTCODE_MESSAGE = 'Enter a UK postcode, for example B23 6AB';
export const PROFILE_RATING_MESSAGE =
  'Enter the Google rating with one decimal, from 1.0 to 5.0, for example 4.8';
export const PROFILE_YEAR_MESSAGE = 'Enter the year as four digits, for example 2009';
export const PROFILE_FUTURE_YEAR_MESSAGE = 'The year established cannot be in the future';

/**
 * Where each social link must point: a link to another site pasted in the wrong box is refused
 * with the site it should be on.
 */
export const SOCIAL_HOSTS = {
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com'] },
} as const;

function onHost(url: string, hosts: readonly string[]): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** An optional https:// link ('' for none), at most 300 characters, optionally on given hosts. */
function httpsLink(label: string, hosts?: readonly string[]) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine(
      (text) => text === '' || z.url({ protocol: /^https$/ }).safeParse(text).success,
      `${label} must be a link starting with https://`,
    )
    .refine(
      (text) => text === '' || !hosts || !z.url().safeParse(text).success || onHost(text, hosts),
      `${label} must be a link to ${hosts?.[0] ?? ''}`,
    )
    .default('');
}

/** The 24/7 number, as typed (it is shown as written); any UK number a driver can dial. */
const ProfilePhone = requiredText('Phone', 30).refine(
  (text) => normaliseUkPhone(text) !== null,
  PROFILE_PHONE_MESSAGE,
);

/** The WhatsApp number, stored in the international form wa.me links take ('' for none). */
const ProfileWhatsapp = z
  .string({ error: 'WhatsApp must be text' })
  .trim()
  .max(30, 'WhatsApp must be at most 30 characters')
  .transform((text, ctx) => {
    if (text === '') return '';
    const e164 = normaliseMobilePhone(text);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: PROFILE_WHATSAPP_MESSAGE });
      return z.NEVER;
    }
    return e164;
  })
  .default('');

/** Text or a number, trimmed: the console sends "4.8", a script may send 4.8. */
function textOrNumber(label: string) {
  return z
    .union([z.string(), z.number()], { error: `${label} must be text or a number` })
    .transform((value) => String(value).trim());
}

/** The rating on Google as "4.8" (5 and "5" become "5.0"), or '' when no rating is claimed. */
const ProfileGoogleRating = textOrNumber('Google rating')
  .transform((text, ctx) => {
    if (text === '') return '';
    const rating = Number(text);
    if (!/^\d(\.\d)?$/.test(text) || rating < 1 || rating > 5) {
      ctx.addIssue({ code: 'custom', message: PROFILE_RATING_MESSAGE });
      return z.NEVER;
    }
    return rating.toFixed(1);
  })
  .default('');

/** The year the company was established ("2009"), or '' when no year is claimed. */
const ProfileYearEstablished = textOrNumber('Year established')
  .transform((text, ctx) => {
    if (text === '') return '';
    if (!/^[1-9]\d{3}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: PROFILE_YEAR_MESSAGE });
      return z.NEVER;
    }
    if (Number(text) > new Date().getUTCFullYear()) {
      ctx.addIssue({ code: 'custom', message: PROFILE_FUTURE_YEAR_MESSAGE });
      return z.NEVER;
    }
    return text;
  })
  .default('');

/** A UK postcode, written as Royal Mail does ("B23 6AB"), or '' when the address has none. */
const ProfilePostcode = z
  .string({ error: 'Postcode must be text' })
  .trim()
  .max(10, PROFILE_POSTCODE_MESSAGE)
  .transform((text, ctx) => {
    if (text === '') return '';
    const parsed = parse(text.toUpperCase());
    if (!parsed.valid) {
      ctx.addIssue({ code: 'custom', message: PROFILE_POSTCODE_MESSAGE });
      return z.NEVER;
    }
    return parsed.postcode;
  })
  .default('');

export const BusinessAddress = z.object({
  street: optionalText('Street', 120),
  town: optionalText('Town', 60),
  postcode: ProfilePostcode,
});

export const BusinessSocial = z.object({
  facebook: httpsLink('Facebook', SOCIAL_HOSTS.facebook.hosts),
  instagram: httpsLink('Instagram', SOCIAL_HOSTS.instagram.hosts),
  x: httpsLink('X', SOCIAL_HOSTS.x.hosts),
});

/**
 * The whole profile, as the owner saves it (`PUT /api/business-profile` replaces it): name,
 * phone, email and the area covered are required; the rest may be left empty (an empty Google
 * rating or year established is a claim the pages do not make).
 */
export const BusinessProfileInput = z.object({
  name: requiredText('Company name', 60),
  phone: ProfilePhone,
  whatsapp: ProfileWhatsapp,
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter an email address, for example help@yourcompany.co.uk')),
  address: BusinessAddress.default({ street: '', town: '', postcode: '' }),
  region: requiredText('Area you cover', 80),
  region_short: optionalText('Short form of the area', 40),
  region_wide: optionalText('Wider area', 60),
  opening_text: optionalText('Opening hours', 200),
  google_review_url: httpsLink('Google review link'),
  google_rating: ProfileGoogleRating,
  year_established: ProfileYearEstablished,
  social: BusinessSocial.default({ facebook: '', instagram: '', x: '' }),
  logo_media_id: Id.nullable().default(null),
});

export const BusinessProfile = z.object({
  name: z.string(),
  phone: z.string(),
  /** E.164 (`+447700900123`), or '' when the company has no WhatsApp. */
  whatsapp: z.string(),
  email: z.string(),
  address: z.object({ street: z.string(), town: z.string(), postcode: z.string() }),
  /** The area covered as it reads in a sentence: "Birmingham and the West Midlands". */
  region: z.string(),
  /** For tight places ("Birmingham & West Midlands"); '' to use `region` there too. */
  region_short: z.string(),
  /** The wider area, with its article ("the West Midlands"); '' to use `region` there too. */
  region_wide: z.string(),
  opening_text: z.string(),
  google_review_url: z.string(),
  /** The rating on Google with one decimal ("4.8"); '' when the site claims none. */
  google_rating: z.string(),
  /** The year the company was established ("2009"); '' when the site claims none. */
  year_established: z.string(),
  social: z.object({ facebook: z.string(), instagram: z.string(), x: z.string() }),
  logo_media_id: Id.nullable(),
  updated_at: Timestamp,
});

export type BusinessProfileInput = z.input<typeof BusinessProfileInput>;
export type BusinessProfileFields = z.output<typeof BusinessProfileInput>;
export type BusinessProfile = z.infer<typeof BusinessProfile>;
