import { DEMO_SITE_NAME, DEMO_SITE_PHONE } from '@tow/contracts/constants';

/**
 * Who runs the site: configuration (SITE_* variables, read by the SSR server), so another towing
 * company can run the same product. The demo defaults use Ofcom's drama number ranges.
 */
export interface BusinessProfile {
  readonly name: string;
  /** The 24/7 emergency line, as it is shown. */
  readonly phone: string;
  /** WhatsApp number in international form without "+", for wa.me links. */
  readonly whatsapp: string;
  readonly email: string;
  /** Canonical origin of the public site, without a trailing slash. */
  readonly siteUrl: string;
  readonly googleReviewUrl: string;
  /** Base URL of the shared-ui remote (artwork lives there too), ending with "/". */
  readonly assetsUrl: string;
}

export const DEMO_PROFILE = {
  name: DEMO_SITE_NAME,
  phone: DEMO_SITE_PHONE,
  whatsapp: '447700900123',
  email: 'help@westmidlandsrecovery.example',
  googleReviewUrl: 'https://g.page/r/west-midlands-recovery/review',
} as const;

/** `fill('Call {phone}')` → "Call 07700 900123": fillCopy bound to one profile. */
export function copyFiller(
  profile: BusinessProfile,
): (text: string, extra?: Record<string, string>) => string {
  return (text, extra) => fillCopy(text, profile, extra);
}

/** `{company}`, `{phone}`, `{email}`, `{siteUrl}` in site copy, filled from the profile. */
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
    ...extra,
  };
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
