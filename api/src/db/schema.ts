import type { JobStage, SpamReason, UserRole, VehicleKind } from '@tow/contracts';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  icon: string;
  short_description: string;
  description: string;
  features: JSONColumnType<string[], string, string>;
  price_from: number | null;
  price_text: string;
  is_active: boolean;
  sort_order: number;
  meta_title: string | null;
  meta_description: string | null;
  image_media_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MediaTable {
  id: Generated<number>;
  alt: string;
  width: number;
  height: number;
  upload_bytes: number;
  upload_format: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface MediaFilesTable {
  media_id: number;
  /** The whole photo, or its portrait cut (the middle at 13:20). */
  cut: Generated<'whole' | 'portrait'>;
  format: 'avif' | 'webp';
  width: number;
  height: number;
  hash: string;
  bytes: Uint8Array;
}

export interface SiteImagesTable {
  slot: 'home_hero' | 'about';
  media_id: number;
  updated_at: Timestamp;
}

export interface PromotionsTable {
  id: Generated<number>;
  title: string;
  description: string;
  discount_type: 'percentage' | 'fixed' | 'free';
  discount_value: number | null;
  code: string | null;
  valid_from: string;
  valid_until: string;
  is_active: boolean;
  applicable_services: JSONColumnType<string[], string, string>;
  service_type: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  customer_name: string;
  customer_location: string;
  review_text: string;
  rating: number;
  service_type: string;
  service_date: string | null;
  is_featured: boolean;
  is_approved: boolean;
  created_at: CreatedAt;
}

export interface CallbackRequestsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  location: string;
  service_type: string;
  urgency: 'low' | 'medium' | 'high' | 'emergency';
  message: string;
  preferred_callback_time: Date | null;
  status: 'pending' | 'contacted' | 'completed' | 'cancelled';
  admin_notes: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  reference: string;
  status_token: string;
  /** The phone in its national form (contracts' normaliseUkPhone), to find the same driver. */
  phone_normalised: string;
  latitude: number | null;
  longitude: number | null;
  location_accuracy_m: number | null;
  nearest_area: string | null;
  distance_km: number | null;
  outside_area: boolean | null;
  unsafe_location: ColumnType<boolean, boolean | undefined, boolean>;
  repeat_count: ColumnType<number, number | undefined, number>;
  /** Why it is suspected spam (SPAM_REASONS); null when it is not. */
  spam_reasons: JSONColumnType<SpamReason[] | null, string | null | undefined, string | null>;
  /** The job's stage (JOB_STAGES); null until a crew is assigned. */
  stage: JobStage | null;
  assigned_user_id: number | null;
  vehicle_id: number | null;
  /** When the crew expects to reach the driver. */
  eta_at: Date | null;
  needs_flatbed: ColumnType<boolean, boolean | undefined, boolean>;
  /** The crew's last shared position while en route: all four set, or all null. */
  crew_latitude: number | null;
  crew_longitude: number | null;
  crew_accuracy_m: number | null;
  crew_position_at: Date | null;
}

export interface VehiclesTable {
  id: Generated<number>;
  /** Upper case, single spaces: unique in that form. */
  registration: string;
  name: string;
  kind: VehicleKind;
  colour: string;
  is_active: boolean;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  key: string;
  body_hash: string;
  status: number;
  answer: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: CreatedAt;
}

export interface CallbackRequestHistoryTable {
  id: Generated<number>;
  callback_request_id: number;
  at: CreatedAt;
  kind: string;
  actor: string;
  detail: JSONColumnType<Record<string, unknown>, string, string>;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  state: ColumnType<
    'pending' | 'done' | 'failed',
    'pending' | undefined,
    'pending' | 'done' | 'failed'
  >;
  run_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface JobAttemptsTable {
  id: Generated<number>;
  job_id: number;
  attempt: number;
  worker: string;
  started_at: CreatedAt;
  lease_until: Date;
  finished_at: Date | null;
  outcome: 'succeeded' | 'failed' | null;
  error: string | null;
}

export interface LiveEventsTable {
  id: Generated<number>;
  type: string;
  data: JSONColumnType<object, string, string>;
  created_at: CreatedAt;
}

export interface SeoSettingsTable {
  id: Generated<number>;
  page: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  structured_data: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  additional_head_tags: string;
  is_active: boolean;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LocationsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  is_active: boolean;
  sort_order: number;
  /** Upper-case outward codes; one area per district (trigger locations_districts_once). */
  postcode_districts: Generated<string[]>;
  latitude: number | null;
  longitude: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The one row of what the company can promise right now (migration add_availability). */
export interface AvailabilityTable {
  id: Generated<boolean>;
  state: 'normal' | 'busy' | 'severe_weather' | 'limited';
  eta_minutes: number | null;
  message: string | null;
  expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  last_sign_in_at: Date | null;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  /** The 30-second step of the last code that signed in: a code works for one sign-in. */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** Their mobile in E.164, for alerts by text. */
  phone: string | null;
  sms_alerts: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A weekly shift of the on-call rota, in UK wall-clock minutes (an end ≤ start is next day). */
export interface OnCallShiftsTable {
  id: Generated<number>;
  /** 1 is Monday … 7 is Sunday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
  primary_user_id: number;
  backup_user_id: number | null;
}

/** A one-off cover for a date, before the weekly shifts for the time it covers. */
export interface OnCallOverridesTable {
  id: Generated<number>;
  /** 'YYYY-MM-DD', the UK date it starts on. */
  on_date: string;
  start_minute: number;
  end_minute: number;
  primary_user_id: number;
  backup_user_id: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  last_used_at: Date | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface TwoFactorChallengesTable {
  id: string;
  user_id: number;
  expires_at: Date;
  failures: Generated<number>;
  used_at: Date | null;
}

export interface AuditEventsTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** The record's name when the entry was written (services, areas…); never a person's. */
  record_name: ColumnType<string | null, string | null | undefined, never>;
  ip: string | null;
  changes: JSONColumnType<Record<string, unknown> | null, string | null, never>;
}

export interface AppSettingsTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface RateLimitHitsTable {
  key: string;
  window_start: Date;
  hits: number;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AlertChannelStatusTable {
  channel: 'email' | 'push' | 'sms';
  failing_since: Date | null;
  last_error: string | null;
  last_success_at: Date | null;
}

export interface SmsMessagesTable {
  id: Generated<number>;
  key: string;
  callback_request_id: number | null;
  user_id: number | null;
  direction: 'outbound' | 'inbound';
  audience: 'driver' | 'staff';
  purpose: string;
  phone: string;
  body: string;
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'received';
  error: string | null;
  provider_id: string | null;
  sent_by: string | null;
  segments: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SmsOptOutsTable {
  phone: string;
  opted_out_at: Timestamp;
  keyword: string;
}

/** One review request per completed job (see its migration). */
export interface ReviewRequestsTable {
  id: Generated<number>;
  callback_request_id: number;
  token: string;
  channel: 'sms' | 'email' | null;
  not_sent_reason: 'opted_out' | 'unreachable' | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  reminded_at: Timestamp | null;
  opened_at: Timestamp | null;
  open_count: Generated<number>;
  unsubscribed_at: Timestamp | null;
}

export interface ReviewEmailOptOutsTable {
  email: string;
  opted_out_at: CreatedAt;
}

export interface SmsLimitNoticesTable {
  day: string;
  limit_name: string;
  at: CreatedAt;
}

/** One row: bumped by a trigger whenever public content changes (see its migration). */
export interface ContentVersionTable {
  id: Generated<boolean>;
  version: number;
}

export interface BackupRunsTable {
  id: Generated<number>;
  trigger: 'command' | 'schedule';
  /** The schedule's time this run is for; null for `npm run backup`. */
  scheduled_for: Date | null;
  database_kind: 'postgres' | 'embedded';
  worker: string;
  started_at: CreatedAt;
  finished_at: Date | null;
  /** Null while the backup runs. */
  outcome: 'success' | 'failure' | null;
  /** The file's name inside BACKUP_DIR. */
  file: string | null;
  size_bytes: number | null;
  error: string | null;
}

/** One row: the company running the site (migration create_business_profile). */
export interface BusinessProfileTable {
  id: Generated<boolean>;
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  street: string;
  town: string;
  postcode: string;
  /** Added by add_business_region; '' short or wide means `region` (see contracts/region-words). */
  region: string;
  region_short: string;
  region_wide: string;
  opening_text: string;
  google_review_url: string;
  /** Added by add_business_claims: '5.0' and '2021' style, '' for a claim not made. */
  google_rating: string;
  year_established: string;
  facebook_url: string;
  instagram_url: string;
  x_url: string;
  logo_media_id: number | null;
  updated_at: Timestamp;
}

/** Every published version of the owner's words on a public page; the newest of a key is shown. */
export interface SiteTextVersionsTable {
  id: Generated<number>;
  key: string;
  heading: string;
  body: string;
  published_at: CreatedAt;
  published_by: number | null;
  published_by_name: string | null;
  restored_from: number | null;
}

/** The rows the demo seed wrote and nobody has changed since (see its migration). */
export interface DemoRowsTable {
  table_name: string;
  row_id: number;
}

export interface Database {
  services: ServicesTable;
  promotions: PromotionsTable;
  reviews: ReviewsTable;
  callback_requests: CallbackRequestsTable;
  seo_settings: SeoSettingsTable;
  locations: LocationsTable;
  availability: AvailabilityTable;
  vehicles: VehiclesTable;
  users: UsersTable;
  on_call_shifts: OnCallShiftsTable;
  on_call_overrides: OnCallOverridesTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  app_secrets: AppSecretsTable;
  invitations: InvitationsTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  audit_events: AuditEventsTable;
  app_settings: AppSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  alert_channel_status: AlertChannelStatusTable;
  content_version: ContentVersionTable;
  callback_request_history: CallbackRequestHistoryTable;
  jobs: JobsTable;
  job_attempts: JobAttemptsTable;
  live_events: LiveEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  sms_messages: SmsMessagesTable;
  sms_opt_outs: SmsOptOutsTable;
  sms_limit_notices: SmsLimitNoticesTable;
  backup_runs: BackupRunsTable;
  business_profile: BusinessProfileTable;
  review_requests: ReviewRequestsTable;
  review_email_opt_outs: ReviewEmailOptOutsTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  site_images: SiteImagesTable;
  site_text_versions: SiteTextVersionsTable;
  demo_rows: DemoRowsTable;
}
