import type { BusinessProfile as ApiBusinessProfile } from '@tow/contracts/business-profile';
import { claimPlaceholders } from '@tow/contracts/claim-words';
import {
  DEFAULT_OPENING_TEXT,
  DEMO_CLAIMS,
  DEMO_GOOGLE_REVIEW_URL,
  DEMO_REGION,
  DEMO_SITE_EMAIL,
  DEMO_SITE_NAME,
  DEMO_SITE_PHONE,
  DEMO_SITE_WHATSAPP,
} from '@tow/contracts/constants';
import { type RegionFields, regionPlaceholders } from '@tow/contracts/region-words';
import { fillPlaceholders } from '@tow/contracts/rich-text';
import { localWords } from '../shared/local-words.ts';

/**
 * Who runs the site: the business profile the owner edits in the console (GET
 * /api/business-profile), with where this server is (`siteUrl`, `assetsUrl`) from its own
 * configuration. Until the API has answered once, the SSR server's SITE_* settings stand in, so
 * a page always has a number to call. The demo defaults use Ofcom's drama number ranges.
 */
export interface BusinessProfile {
  readonly name: string;
  /** The 24/7 emergency line, as it is shown. */
  readonly phone: string;
  /** WhatsApp number in international form without "+", for wa.me links; '' for none. */
  readonly whatsapp: string;
  readonly email: string;
  readonly address: { readonly street: string; readonly town: string; readonly postcode: string };
  /** The area covered in its three forms, none empty (`{region}`, `{region_short}`, `{region_wide}`). */
  readonly region: RegionFields;
  /** `{rating}` ("5.0") and `{established}` ("2021"); '' for a claim the company does not make. */
  readonly claims: { readonly rating: string; readonly established: string };
  /** When the company answers, in the owner's words. */
  readonly openingText: string;
  /** The company's pages elsewhere; '' for those it has none on. */
  readonly social: { readonly facebook: string; readonly instagram: string; readonly x: string };
  /** Canonical origin of the public site, without a trailing slash. */
  readonly siteUrl: string;
  /** '' when the owner has given none. */
  readonly googleReviewUrl: string;
  /** Base URL of the shared-ui remote (artwork lives there too), ending with "/". */
  readonly assetsUrl: string;
}

export const DEMO_PROFILE = {
  name: DEMO_SITE_NAME,
  phone: DEMO_SITE_PHONE,
  whatsapp: DEMO_SITE_WHATSAPP,
  email: DEMO_SITE_EMAIL,
  googleReviewUrl: DEMO_GOOGLE_REVIEW_URL,
  openingText: DEFAULT_OPENING_TEXT,
  region: DEMO_REGION,
  claims: claimPlaceholders(DEMO_CLAIMS),
} as const;

/** wa.me takes the international number as digits only. */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** The profile as the API answers it, placed on this server (`siteUrl`, `assetsUrl`). */
export function profileFromApi(
  answered: ApiBusinessProfile,
  server: Pick<BusinessProfile, 'siteUrl' | 'assetsUrl'>,
): BusinessProfile {
  return {
    name: answered.name,
    phone: answered.phone,
    whatsapp: whatsappDigits(answered.whatsapp),
    email: answered.email,
    address: answered.address,
    region: regionPlaceholders(answered),
    claims: claimPlaceholders(answered),
    openingText: answered.opening_text,
    social: answered.social,
    googleReviewUrl: answered.google_review_url,
    siteUrl: server.siteUrl,
    assetsUrl: server.assetsUrl,
  };
}

/** The address on one line ("12 Kirkstall Road, Leeds LS3 1AB"); '' when none is given. */
export function addressLine(address: BusinessProfile['address']): string {
  const town = [address.town, address.postcode].filter(Boolean).join(' ');
  return [address.street, town].filter(Boolean).join(', ');
}

/** `fill('Call {phone}')` → "Call 07700 900123": fillCopy bound to one profile. */
export function copyFiller(
  profile: BusinessProfile,
): (text: string, extra?: Record<string, string>) => string {
  return (text, extra) => fillCopy(text, profile, extra);
}

/**
 * `{company}`, `{phone}`, `{email}`, `{siteUrl}`, the area covered (`{region}`, `{region_short}`,
 * `{region_wide}`), its claims (`{rating}`, `{established}`: a sentence claiming an empty one is
 * left out, see claim-words.ts) and its local words (`{town}`, `{local_places}`…:
 * shared/local-words.ts) in site copy, filled from the profile.
 */
export function fillCopy(
  text: string,
  profile: BusinessProfile,
  extra: Record<string, string> = {},
): string {
  const values: Record<string, string> = {
    company: profile.name,
    phone: profile.phone,
    email: profile.email,
    siteUrl: profile.siteUrl,
    ...profile.region,
    ...profile.claims,
    ...localWords(profile.region, profile.address.town),
    ...extra,
  };
  return fillPlaceholders(text, values);
}
