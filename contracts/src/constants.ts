/**
 * Business constants of spec section 9 and the enumerations of sections 3 and 4 that more than
 * one part uses; nothing else may repeat them. A constant only one app uses lives in that app
 * (the console's in admin-console/src/constants.ts).
 */

export const EXPIRING_SOON_DAYS = 7;

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_PAGES = [
  'home',
  'about',
  'services',
  'contact',
  'reviews',
  'faq',
  'promotions',
] as const;

export const REVIEW_SERVICE_TYPES = [
  'Towing Service',
  'Breakdown Recovery',
  'Battery Jump Start',
  'Fuel Delivery',
  'General Service',
] as const;

export const DISCOUNT_TYPES = ['percentage', 'fixed', 'free'] as const;

export const CALLBACK_STATUSES = ['pending', 'contacted', 'completed', 'cancelled'] as const;
export const URGENCIES = ['low', 'medium', 'high', 'emergency'] as const;
export const DEFAULT_URGENCY = 'medium';
export const URGENCY_LABELS: Record<(typeof URGENCIES)[number], string> = {
  low: 'Low - Within 24 hours',
  medium: 'Medium - Within a few hours',
  high: 'High - Within 1 hour',
  emergency: 'Emergency - Immediate assistance',
};
/** Time to call back per urgency, counted from the request's creation (`respond_by`). */
export const RESPONSE_TARGET_MINUTES: Record<(typeof URGENCIES)[number], number> = {
  emergency: 15,
  high: 60,
  medium: 240,
  low: 1440,
};

/** What the live stream `GET /api/events` announces (`event:` of each message). */
export const LIVE_EVENT_TYPES = [
  'callback-request.created',
  'callback-request.updated',
  'callback-request.deleted',
  'callback-request.message',
] as const;

/** The kinds of entry in a callback request's history, oldest first in its timeline. */
export const CALLBACK_HISTORY_KINDS = [
  'created',
  'acknowledged',
  'status_changed',
  'notes_changed',
  'escalated',
  'alert_sent',
  'alert_failed',
  'repeated',
  'suspected_spam',
  'released',
  'text_sent',
  'text_failed',
  'text_received',
  'texts_stopped',
  'texts_resumed',
  'assigned',
  'stage_changed',
  'needs_flatbed_changed',
  'position_sharing_started',
  'position_sharing_stopped',
] as const;

/** A text's way: to a phone, or from one. */
export const SMS_DIRECTIONS = ['outbound', 'inbound'] as const;

/**
 * Where a text is: waiting for its job, handed to the provider, delivered to the phone (its
 * receipt came back), failed (refused, undeliverable, or not sent: opted out, over a limit), or,
 * for a reply, received.
 */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'received'] as const;

/**
 * Why a request was stored as suspected spam: the hidden field was filled in, the form was sent
 * sooner after it opened than a person could fill it, or more requests came from one address or
 * one phone than the soft limits allow. Such a request is kept (never refused) but alerts no one
 * unless its urgency is high or emergency, until staff release it.
 */
export const SPAM_REASONS = ['honeypot', 'too_fast', 'address_limit', 'phone_limit'] as const;
/** Urgencies whose suspected spam still alerts staff: a false mark must not delay them. */
export const ALWAYS_ALERTED_URGENCIES = ['high', 'emergency'] as const;
/** The demo business's 24/7 number (`SITE_PHONE` unset), an Ofcom drama number. */
export const DEMO_SITE_PHONE = '07700 900123';
/** The demo company's name: SITE_NAME overrides it for the site's pages and its texts. */
export const DEMO_SITE_NAME = 'West Midlands Recovery';
/** The demo company's WhatsApp (`SITE_WHATSAPP` unset), the same drama number. */
export const DEMO_SITE_WHATSAPP = '+447700900123';
export const DEMO_SITE_EMAIL = 'help@westmidlandsrecovery.example';
export const DEMO_GOOGLE_REVIEW_URL = 'https://g.page/r/west-midlands-recovery/review';
/** How the company's opening reads in its first profile, until the owner writes their own. */
export const DEFAULT_OPENING_TEXT = 'Open 24 hours a day, 365 days a year';
/** Where the demo company is based, for its first profile (SEED_DEMO). */
export const DEMO_SITE_TOWN = 'Birmingham';
/**
 * The area the demo company covers, as the pages say it: in a sentence ("towing across …"), in
 * the tight places (the header, the top of the home page) and as the wider area ("drivers across
 * …"). Every first profile starts with them until the owner writes their own.
 */
export const DEMO_REGION = {
  region: 'Birmingham and the West Midlands',
  region_short: 'Birmingham & West Midlands',
  region_wide: 'the West Midlands',
} as const;
/**
 * The demo company's claims (spec section 1: "5.0 star Google rating", "established since 2021"),
 * the values of every first profile until the owner writes theirs or empties them.
 */
export const DEMO_CLAIMS = { google_rating: '5.0', year_established: '2021' } as const;
/** `actor` of a history entry written by the API itself rather than by a signed-in user. */
export const SYSTEM_ACTOR = 'system';

/** Spec section 8: the answer to a callback request, shown by the form. */
export const CALLBACK_SUBMITTED_MESSAGE =
  "Callback request submitted successfully! We'll contact you soon.";

export const SERVICE_ICONS = [
  'towing-service',
  'breakdown-recovery',
  'battery-jump-start',
  'accident-recovery',
  'fuel-delivery',
  'car-recovery',
  'vehicle-recovery',
  'recovery',
  'recovery-truck',
  'car-towing',
  'van-recovery',
  'truck',
  'wrench',
  'battery',
  'shield',
  'fuel',
  'car',
  'ambulance',
  'tools',
  'van',
] as const;
export const DEFAULT_SERVICE_ICON = 'truck';

/**
 * The served areas as the spec lists them, the names the API's demo seed gives its locations. The
 * locations table is the source of truth; the public site shows this list only when the API is down.
 */
export const SERVED_AREAS = [
  'Birmingham',
  'Walsall',
  'Coventry',
  'Solihull',
  'Tamworth',
  'Water Orton',
  'Coleshill',
  'Sutton Coldfield',
] as const;

/**
 * Days the personal details of a completed or cancelled callback request are kept, until an
 * owner sets another period (the API's retention run and the privacy policy read the same one).
 */
export const RETENTION_DAYS_DEFAULT = 365;
