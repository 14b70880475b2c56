// No zod here: the console's activity screen needs the words, not the schema library.
import { CALENDAR_DATE, UK_DATE_TIME } from './date-formats.ts';
import type { AuditEvent } from './staff-account.ts';

/**
 * The activity log in words an owner reads: "Sam Patel deleted the service Battery Jump Start",
 * "Sam Patel changed the service Towing Service: price from “From £60” to “From £70”". The API
 * writes entries as data (action, entity, record name, fields before and after); this file is the
 * one place that turns them into sentences, so every reader of the trail (the console's Activity
 * screen, an export) says the same thing.
 */

type Event = Pick<
  AuditEvent,
  'actor' | 'action' | 'entity' | 'entity_id' | 'record_name' | 'changes'
>;

interface Change {
  readonly before?: unknown;
  readonly after?: unknown;
}

/** How a record of each kind is named in a sentence, with its name or without one. */
interface EntityWords {
  /** The filter's choice: "Services". */
  readonly label: string;
  readonly named: (name: string) => string;
  readonly unnamed: string;
}

/** The console's settings by the id their entries carry. */
const SETTINGS_NAMES: Record<string, string> = {
  security: 'the privacy and security settings',
  eta: 'the ETA settings',
};

const the = (noun: string, unnamed: string): Pick<EntityWords, 'named' | 'unnamed'> => ({
  named: (name) => `the ${noun} ${name}`,
  unnamed,
});

/** The kinds of record the trail speaks of, in the order the log's filter offers them. */
export const AUDIT_ENTITIES = {
  callback_requests: {
    label: 'Callback requests',
    named: (name) => `callback request ${name}`,
    unnamed: 'a callback request',
  },
  services: { label: 'Services', ...the('service', 'a service') },
  promotions: { label: 'Promotions', ...the('promotion', 'a promotion') },
  reviews: { label: 'Reviews', named: (name) => `the review (${name})`, unnamed: 'a review' },
  locations: { label: 'Locations (areas)', ...the('area', 'an area') },
  seo_settings: {
    label: 'SEO settings',
    named: (page) => `the SEO setting of the ${page} page`,
    unnamed: 'an SEO setting',
  },
  vehicles: { label: 'Vehicles', ...the('vehicle', 'a vehicle') },
  media: { label: 'Photos', named: (alt) => `the photo “${alt}”`, unnamed: 'a photo' },
  site_images: {
    label: 'Site images',
    named: () => 'the photos of the home page and about page',
    unnamed: 'the photos of the home page and about page',
  },
  users: {
    label: 'Users and sign-ins',
    named: (name) => `the account of ${name}`,
    unnamed: 'a user account',
  },
  availability: {
    label: 'Availability now',
    named: () => 'the availability shown on the site',
    unnamed: 'the availability shown on the site',
  },
  on_call: { label: 'On-call rota', named: () => 'the on-call rota', unnamed: 'the on-call rota' },
  settings: {
    label: 'Settings',
    named: (which) => SETTINGS_NAMES[which] ?? 'the settings',
    unnamed: 'the settings',
  },
  personal_data: {
    label: 'Personal data requests',
    named: () => 'personal data',
    unnamed: 'personal data',
  },
  business_profile: {
    label: 'Business profile',
    named: () => 'the business profile',
    unnamed: 'the business profile',
  },
  site_text: { label: 'Site text', named: (where) => where, unnamed: 'a page' },
  demo_content: {
    label: 'Demo content',
    named: () => 'the demo content',
    unnamed: 'the demo content',
  },
} as const satisfies Record<string, EntityWords>;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;

const isAuditEntity = (entity: string): entity is AuditEntity => entity in AUDIT_ENTITIES;

/** Field names in words; a field not listed is its column name with spaces. */
const FIELD_WORDS: Record<string, string> = {
  short_description: 'short description',
  price_from: 'price from (£)',
  price_text: 'price',
  is_active: 'shown on the site',
  sort_order: 'position in lists',
  meta_title: 'search title',
  meta_description: 'search description',
  meta_keywords: 'search keywords',
  structured_data: 'structured data',
  additional_head_tags: 'extra head tags',
  discount_type: 'discount type',
  discount_value: 'discount',
  valid_from: 'valid from',
  valid_until: 'valid until',
  applicable_services: 'services it applies to',
  service_type: 'service',
  customer_name: 'customer’s name',
  customer_location: 'customer’s area',
  review_text: 'review',
  rating: 'stars',
  service_date: 'date of the job',
  is_featured: 'featured',
  is_approved: 'approved',
  admin_notes: 'notes',
  preferred_callback_time: 'preferred callback time',
  acknowledged_at: 'taken at',
  acknowledged_by: 'taken by',
  spam_reasons: 'reasons it looked like spam',
  eta_at: 'expected arrival',
  needs_flatbed: 'needs a flatbed',
  nearest_area: 'nearest area',
  slug: 'web address',
  active: 'can sign in',
  totp_enabled_at: 'two-step sign-in turned on',
  sms_alerts: 'alerts by text',
  password_hash: 'password',
  retention_days: 'days closed requests are kept',
  require_two_factor: 'two-step sign-in required',
  eta_method: 'how arrival times are worked out',
  road_factor: 'road factor',
  average_speed_kmh: 'average speed (km/h)',
  image_media_id: 'photo',
  alt: 'alt text',
};

/** Where a kind's field means something else than elsewhere. */
const ENTITY_FIELD_WORDS: Partial<Record<AuditEntity, Record<string, string>>> = {
  vehicles: { is_active: 'in service' },
  availability: { state: 'state', eta_minutes: 'ETA (minutes)', expires_at: 'ends' },
  site_text: { body: 'words' },
  business_profile: {
    name: 'company name',
    whatsapp: 'WhatsApp',
    region: 'area covered',
    region_short: 'area covered, short form',
    region_wide: 'area covered, wide form',
    google_rating: 'Google rating',
    year_established: 'year established',
    logo_media_id: 'logo',
    'address.street': 'street',
    'address.town': 'town',
    'address.postcode': 'postcode',
    'social.facebook': 'Facebook',
    'social.instagram': 'Instagram',
    'social.x': 'X',
  },
};

/** Ids of other records say nothing to a reader; the record's own words carry the step. */
const UNSPOKEN_FIELDS = new Set(['assigned_user_id', 'vehicle_id', 'status_token']);

const REDACTED = '[redacted]';
const LONGEST_VALUE = 80;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function fieldWords(entity: string, field: string): string {
  const own = isAuditEntity(entity) ? ENTITY_FIELD_WORDS[entity]?.[field] : undefined;
  return own ?? FIELD_WORDS[field] ?? field.replaceAll('_', ' ');
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

function valueWords(value: unknown): string {
  let words: string;
  if (typeof value === 'boolean') words = value ? 'yes' : 'no';
  else if (Array.isArray(value)) words = value.map((item) => valueWords(item)).join(', ');
  else if (typeof value === 'string' && ISO_DATE.test(value)) {
    // A calendar day, read at noon UTC so no time zone moves it.
    const date = new Date(`${value}T12:00:00Z`);
    words = Number.isNaN(date.getTime()) ? value : CALENDAR_DATE.format(date);
  } else if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) {
    const date = new Date(value);
    words = Number.isNaN(date.getTime()) ? value : UK_DATE_TIME.format(date);
  } else if (typeof value === 'string') {
    words = /^[a-z]+(_[a-z]+)+$/.test(value) ? value.replaceAll('_', ' ') : value;
  } else if (typeof value === 'object') words = JSON.stringify(value);
  else words = String(value);
  words = words.replace(/\s+/g, ' ').trim();
  return words.length > LONGEST_VALUE ? `${words.slice(0, LONGEST_VALUE - 1)}…` : words;
}

const quoted = (value: unknown) => `“${valueWords(value)}”`;

function changeOf(value: unknown): Change {
  return value && typeof value === 'object' ? (value as Change) : {};
}

/** One field's change: "price from “From £60” to “From £70”", "notes changed". */
function changeWords(entity: string, field: string, change: Change): string | null {
  const label = fieldWords(entity, field);
  const { before, after } = change;
  if (before === REDACTED || after === REDACTED) return `${label} changed`;
  if (isEmpty(before) && isEmpty(after)) return null;
  if (isEmpty(before)) return `${label} set to ${quoted(after)}`;
  if (isEmpty(after)) return `${label} cleared (was ${quoted(before)})`;
  return `${label} from ${quoted(before)} to ${quoted(after)}`;
}

/** A field of a record added or deleted: "price “From £60”"; personal fields are named only. */
function fieldLine(entity: string, field: string, value: unknown): string | null {
  if (isEmpty(value)) return null;
  const label = fieldWords(entity, field);
  return value === REDACTED
    ? `${label} (personal, not kept in the log)`
    : `${label} ${quoted(value)}`;
}

function spokenChanges(event: Event): [string, Change][] {
  return Object.entries(event.changes ?? {})
    .filter(([field]) => !UNSPOKEN_FIELDS.has(field))
    .map(([field, value]) => [field, changeOf(value)]);
}

const after = (event: Event, field: string) => changeOf(event.changes?.[field]).after;

function plural(count: unknown, noun: string): string {
  const n = typeof count === 'number' ? count : 0;
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * An update that only flips a flag reads as that step, as the screens' own messages say it
 * ("Service activated", "Review approved").
 */
const FLAG_STEPS: Record<string, readonly [whenTrue: string, whenFalse: string]> = {
  is_active: ['activated', 'deactivated'],
  active: ['reactivated', 'deactivated'],
  is_approved: ['approved', 'disapproved'],
  is_featured: ['featured', 'unfeatured'],
};

function updateVerb(event: Event): string | null {
  const changes = spokenChanges(event);
  if (changes.length !== 1) return null;
  const [field, change] = changes[0] as [string, Change];
  const step = FLAG_STEPS[field];
  if (!step || typeof change.after !== 'boolean') return null;
  return change.after ? step[0] : step[1];
}

/** What the actor did, for the steps that are not a plain add, change or delete. */
type Predicate = (record: string, event: Event) => string;

const SELF = (event: Event) =>
  event.actor?.id !== null &&
  event.actor?.id !== undefined &&
  String(event.actor.id) === event.entity_id;

const SIGN_IN_METHODS: Record<string, string> = {
  password: '',
  two_factor: ' with a two-step sign-in code',
  recovery_code: ' with a recovery code',
};

const PERSON_SEARCHED = (event: Event) =>
  after(event, 'by') === 'email' ? 'an email address' : 'a phone number';

const STEPS: Record<string, Record<string, Predicate>> = {
  callback_requests: {
    acknowledge: (record) => `took ${record}`,
    release: (record) => `cleared the suspected-spam mark on ${record}`,
    assign: (record) => `sent a crew to ${record}`,
    stage: (record) => `moved ${record} on`,
    messages: (record) => `texted the driver of ${record}`,
    crew_position: (record) => `stopped sharing the crew’s position on ${record}`,
    export: (_record, event) => {
      const count = plural(after(event, 'callback_requests'), 'callback request');
      const from = after(event, 'from');
      const to = after(event, 'to');
      const range = from && to ? ` from ${valueWords(from)} to ${valueWords(to)}` : '';
      return `downloaded ${count}${range} as a spreadsheet (CSV)`;
    },
  },
  users: {
    create: (_record, event) => `invited ${event.record_name ?? 'a new user'}`,
    update: (record, event) =>
      SELF(event) ? 'changed their own details' : `${updateVerb(event) ?? 'changed'} ${record}`,
    delete: (record) => `removed ${record}`,
    password_reset: (record) => `made a new password link for ${record}`,
    update_password: () => 'changed their password',
    delete_sessions: () => 'signed out their other sessions',
    two_factor: () => 'started turning on two-step sign-in',
    two_factor_confirm: () => 'turned on two-step sign-in',
    delete_two_factor: () => 'turned off two-step sign-in',
    accept_invitation: () => 'accepted their invitation and set a password',
    sign_in: (_record, event) =>
      `signed in${SIGN_IN_METHODS[String(after(event, 'method'))] ?? ''}`,
    sign_in_failed: (_record, event) => {
      const reason = after(event, 'reason');
      return `could not sign in${typeof reason === 'string' ? ` (${reason})` : ''}`;
    },
  },
  auth: { logout: () => 'signed out' },
  on_call: { update: () => 'changed the on-call rota' },
  push_subscriptions: {
    create: () => 'turned on notifications on a device',
    delete: () => 'turned off notifications on a device',
  },
  alerts: { test: () => 'sent a test alert' },
  site_text: {
    publish: (record) => `published new words for ${record}`,
    restore: (record) => `brought back earlier words for ${record}`,
  },
  demo_content: {
    remove_demo_content: (_record, event) =>
      `removed the demo content: ${plural(after(event, 'callback_requests'), 'callback request')}, ${plural(after(event, 'reviews'), 'review')} and ${plural(after(event, 'promotions'), 'promotion')}`,
  },
  sms: { test: () => 'sent a test text' },
  personal_data: {
    look_up: (_record, event) =>
      `looked up the personal data held for ${PERSON_SEARCHED(event)} (${plural(after(event, 'callback_requests'), 'callback request')} found)`,
    // Entries written before look-ups were called by their name.
    export: (_record, event) =>
      `looked up the personal data held for ${PERSON_SEARCHED(event)} (${plural(after(event, 'callback_requests'), 'callback request')} found)`,
    erase: (_record, event) =>
      `erased the personal data held for ${PERSON_SEARCHED(event)} from ${plural(after(event, 'callback_requests'), 'callback request')}`,
  },
};

/**
 * The steps after which what changed is listed: a change, and a job's dispatch steps. Any other
 * step says it all in its own words ("took callback request WMR-7K3Q" says who and when).
 */
const LISTS_CHANGES = new Set(['update', 'assign', 'stage', 'publish', 'restore']);

function recordWords(event: Event): string {
  const words = isAuditEntity(event.entity) ? AUDIT_ENTITIES[event.entity] : undefined;
  if (event.entity === 'settings') return AUDIT_ENTITIES.settings.named(event.entity_id ?? '');
  // Entries written before records were named give their id.
  const name = event.record_name ?? (event.entity_id ? `#${event.entity_id}` : null);
  if (!words) {
    const kind = event.entity.replaceAll('_', ' ');
    return name ? `${kind} ${name}` : kind;
  }
  return name ? words.named(name) : words.unnamed;
}

export interface AuditSentence {
  /** The whole sentence, with what changed after a colon: "Sam Patel changed the service …: price from …". */
  readonly text: string;
  /** What changed, in words (already in `text`). */
  readonly changes: readonly string[];
  /** The fields of a record added or deleted, for whoever wants the detail. */
  readonly fields: readonly string[];
}

/** An entry of the trail as a sentence an owner understands. */
export function describeAuditEvent(event: Event): AuditSentence {
  const who = event.actor?.name ?? 'Someone';
  const record = recordWords(event);
  const own = STEPS[event.entity]?.[event.action];
  let predicate: string;
  if (own) predicate = own(record, event);
  else if (event.action === 'create') predicate = `added ${record}`;
  else if (event.action === 'delete') predicate = `deleted ${record}`;
  else if (event.action === 'update') predicate = `${updateVerb(event) ?? 'changed'} ${record}`;
  else predicate = `${event.action.replaceAll('_', ' ')} ${record}`;

  const listed = spokenChanges(event);
  const listsChanges =
    LISTS_CHANGES.has(event.action) || (!own && !['create', 'delete'].includes(event.action));
  const changes =
    listsChanges && !(event.action === 'update' && updateVerb(event))
      ? listed.flatMap(([field, change]) => changeWords(event.entity, field, change) ?? [])
      : [];
  const fields = ['create', 'delete'].includes(event.action)
    ? listed.flatMap(
        ([field, change]) =>
          fieldLine(
            event.entity,
            field,
            event.action === 'create' ? change.after : change.before,
          ) ?? [],
      )
    : [];
  const sentence = `${who} ${predicate}`;
  return {
    text: changes.length > 0 ? `${sentence}: ${changes.join('; ')}` : sentence,
    changes,
    fields,
  };
}
