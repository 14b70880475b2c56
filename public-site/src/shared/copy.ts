// Copy that more than one page shows. Placeholders: {company}, {phone}, {email}, {siteUrl}, {region} (and {region_short}, {region_wide}).

/** "Stranded right now?": the about and services pages. */
export const EMERGENCY_CALL = {
  heading: 'Stranded right now?',
  text: 'Call our emergency line on {phone}. We are open 24/7, 365 days a year, and typically reach customers in {town} within 30-60 minutes.',
  callLabel: 'Call {phone}',
  callbackLabel: 'Request Callback',
} as const;

/** Ask for a Google review: the home and reviews pages. */
export const SHARE_EXPERIENCE = {
  heading: 'Share your experience',
  text: 'Have we helped you recently? We would love to hear how it went. Your review helps other drivers in {region_wide} choose a recovery service they can trust.',
  buttonLabel: 'Leave a Google review',
} as const;
