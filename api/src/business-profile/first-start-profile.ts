import {
  type BusinessProfileFields,
  BusinessProfileInput,
  DEFAULT_OPENING_TEXT,
  DEMO_CLAIMS,
  DEMO_REGION,
  DEMO_SITE_TOWN,
} from '@tow/contracts';
import type { ApiConfig } from '../env.ts';

/** The profile's field → the setting its first value comes from, to name it when it is refused. */
const SETTING_OF: Record<string, string> = {
  name: 'SITE_NAME',
  phone: 'SITE_PHONE',
  whatsapp: 'SITE_WHATSAPP',
  email: 'SITE_EMAIL',
  google_review_url: 'GOOGLE_REVIEW_URL',
};

/**
 * The profile written on the first start, from the SITE_* settings: after that the database
 * holds it and the settings are not read again. The demo company (SEED_DEMO) is in Birmingham;
 * another company's address starts empty for its owner to fill in. The area covered starts as the
 * demo's for every company (the pages need one to read as sentences) until the owner writes theirs,
 * and so do the Google rating and the year established, so a first start reads as the spec's
 * pages do until the owner changes or empties them. A setting the profile would
 * refuse stops the start with the setting's name, rather than storing what the console could
 * never save back.
 */
export function firstStartProfile(
  config: Pick<
    ApiConfig,
    'SITE_NAME' | 'SITE_PHONE' | 'SITE_WHATSAPP' | 'SITE_EMAIL' | 'GOOGLE_REVIEW_URL' | 'SEED_DEMO'
  >,
): BusinessProfileFields {
  // SITE_WHATSAPP was documented as digits in international form (447700900123), for wa.me.
  const whatsapp = /^[1-9]\d{6,14}$/.test(config.SITE_WHATSAPP)
    ? `+${config.SITE_WHATSAPP}`
    : config.SITE_WHATSAPP;
  const parsed = BusinessProfileInput.safeParse({
    name: config.SITE_NAME,
    phone: config.SITE_PHONE,
    whatsapp,
    email: config.SITE_EMAIL,
    address: { street: '', town: config.SEED_DEMO ? DEMO_SITE_TOWN : '', postcode: '' },
    ...DEMO_REGION,
    opening_text: DEFAULT_OPENING_TEXT,
    google_review_url: config.GOOGLE_REVIEW_URL,
    ...DEMO_CLAIMS,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map(
        (issue) =>
          `  ${SETTING_OF[String(issue.path[0])] ?? issue.path.join('.')}: ${issue.message}`,
      )
      .join('\n');
    throw new Error(`Invalid configuration (the business profile's first values):\n${problems}`);
  }
  return parsed.data;
}
