import { hostname } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import {
  DEMO_GOOGLE_REVIEW_URL,
  DEMO_SITE_EMAIL,
  DEMO_SITE_NAME,
  DEMO_SITE_PHONE,
  DEMO_SITE_WHATSAPP,
  URGENCIES,
  type Urgency,
} from '@tow/contracts';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { Cron } from 'croner';
import { z } from 'zod';

/**
 * A relative DATA_DIR means a folder where the README's commands are typed, for every command
 * (`npm start`, `npm run user`, …) whichever workspace runs it, not one per workspace.
 */
function fromRepositoryRoot(dataDir: string): string {
  if (dataDir.startsWith('memory://') || isAbsolute(dataDir)) return dataDir;
  return resolve(REPOSITORY_ROOT, dataDir);
}

/** The company's clock: BACKUP_SCHEDULE's times are read in it, through summer time. */
export const UK_TIME_ZONE = 'Europe/London';

/** A cron expression (`30 2 * * *`; a sixth field in front counts seconds), read in UK time. */
export const CronSchedule = z.string().refine((pattern) => {
  try {
    new Cron(pattern, { timezone: UK_TIME_ZONE, paused: true });
    return true;
  } catch {
    return false;
  }
}, 'must be a cron expression such as 30 2 * * * (minute hour day month weekday, UK time)');

/** `count/window`, e.g. `10/15m`, `20/1h`, `5/30s`. */
export const RateLimitSetting = z
  .string()
  .regex(/^\d+\/\d+[smhd]$/, 'must look like 10/15m (count/window with s, m, h or d)')
  .transform((text) => {
    const [count, window] = text.split('/') as [string, string];
    const unit = window.slice(-1) as 's' | 'm' | 'h' | 'd';
    const ms = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit];
    return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * ms, text };
  })
  .refine((r) => r.limit > 0 && r.windowMs > 0, 'count and window must be positive');

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/**
 * `emergency=5m,high=15m`: how long a request of each urgency may stay unacknowledged before it
 * escalates. Urgencies not named never escalate; `none` turns escalation off.
 */
export const EscalationDelays = z.string().transform((text, ctx) => {
  const delays: Partial<Record<Urgency, number>> = {};
  if (text.trim() === 'none') return delays;
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const match = /^([a-z]+)\s*=\s*(\d+)([smh])$/.exec(entry);
    const urgency = match?.[1] as Urgency | undefined;
    if (!match || !urgency || !(URGENCIES as readonly string[]).includes(urgency)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" must look like emergency=5m (${URGENCIES.join(', ')}; units s, m or h)`,
      });
      return z.NEVER;
    }
    if (urgency in delays) {
      ctx.addIssue({ code: 'custom', message: `${urgency} is given twice` });
      return z.NEVER;
    }
    const ms = Number(match[2]) * DURATION_UNITS_MS[match[3] as keyof typeof DURATION_UNITS_MS];
    if (ms <= 0) {
      ctx.addIssue({ code: 'custom', message: `the delay of ${urgency} must be positive` });
      return z.NEVER;
    }
    delays[urgency] = ms;
  }
  return delays;
});

/** `2h`, `30m`, `10s`: a delay in seconds, minutes or hours, in milliseconds. */
export const Duration = z
  .string()
  .regex(/^\d+[smh]$/, 'must look like 2h (a whole number with s, m or h)')
  .transform(
    (text) => Number(text.slice(0, -1)) * DURATION_UNITS_MS[text.slice(-1) as 's' | 'm' | 'h'],
  );

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Comma-separated entries, each trimmed; empty ones (`a,,b`, a trailing comma) are dropped. */
const commaSeparated = z.string().transform((text) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== ''),
);

/** Comma-separated exact origins (`https://console.example.com`); each must be a bare origin. */
const OriginList = commaSeparated.pipe(
  z.array(
    z.string().refine((origin) => {
      try {
        return new URL(origin).origin === origin;
      } catch {
        return false;
      }
    }, 'each entry must be an origin such as https://console.example.com (no path, no slash)'),
  ),
);

/** Comma-separated email addresses (`duty@example.com, owner@example.com`). */
const EmailList = commaSeparated.pipe(
  z.array(z.email('each entry must be an email address')).min(1),
);

/** Comma-separated E.164 prefixes (`+447, +353`): the numbers the site may text. */
const PhonePrefixList = commaSeparated.pipe(
  z.array(z.string().regex(/^\+\d{1,14}$/, 'each entry must be a prefix such as +447')).min(1),
);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  // Connections a replica keeps to PostgreSQL for answering requests (the job thread has its own).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATA_DIR: z.string().default('./data').transform(fromRepositoryRoot),
  SEED_DEMO: booleanText.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  ADMIN_NAME: z.string().min(1).default('Site Administrator'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  LOGIN_RATE_LIMIT: z.string().default('10/15m').pipe(RateLimitSetting),
  /** The hard limit per address: far above any human rate, 429 (with the phone number) beyond. */
  CALLBACK_RATE_LIMIT: z.string().default('200/15m').pipe(RateLimitSetting),
  /** Soft limits: requests beyond them are stored but marked as suspected spam. */
  CALLBACK_SPAM_ADDRESS_LIMIT: z.string().default('20/15m').pipe(RateLimitSetting),
  CALLBACK_SPAM_PHONE_LIMIT: z.string().default('3/1h').pipe(RateLimitSetting),
  /** A form sent sooner than this after it opened is marked as suspected spam; 0: never. */
  CALLBACK_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  STATUS_RATE_LIMIT: z.string().default('120/15m').pipe(RateLimitSetting),
  /** "Do you cover me?" look-ups per address: a driver asks a few times, a scraper thousands. */
  COVERAGE_RATE_LIMIT: z.string().default('300/15m').pipe(RateLimitSetting),
  /** A second request from the same phone within this many minutes joins the open one; 0: never. */
  CALLBACK_REPEAT_WINDOW_MINUTES: z.coerce.number().int().min(0).max(1440).default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  TRUST_PROXY: booleanText.default(false),
  CORS_ORIGINS: z.string().default('').pipe(OriginList),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SITE_URL: httpUrl.optional(),
  /**
   * The business profile's first values (written to the database on the first start; the owner
   * edits it in the console from then on): the company's name, 24/7 number, WhatsApp number,
   * email and Google review link.
   */
  SITE_NAME: z.string().min(1).max(60).default(DEMO_SITE_NAME),
  SITE_PHONE: z.string().min(1).default(DEMO_SITE_PHONE),
  SITE_WHATSAPP: z.string().default(DEMO_SITE_WHATSAPP),
  SITE_EMAIL: z.string().default(DEMO_SITE_EMAIL),
  GOOGLE_REVIEW_URL: z.string().default(DEMO_GOOGLE_REVIEW_URL),
  CONSOLE_URL: httpUrl.optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must look like smtp://user:pass@host:587 or smtps://…' })
    .optional(),
  ALERT_EMAIL_FROM: z.string().min(3).optional(),
  ALERT_EMAIL_TO: EmailList.optional(),
  ESCALATION_EMAIL_TO: EmailList.optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL')
    .optional(),
  SMS_URL: z
    .url({
      protocol: /^(twilio|kannel)$/,
      error:
        'must look like twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com or kannel://user:pass@host:13013',
    })
    .optional(),
  SMS_FROM: z
    .string()
    .regex(
      /^(\+\d{6,15}|\d{3,15}|[A-Za-z0-9 ]{1,11})$/,
      'must be a number (+447700900000) or an alphanumeric sender ID of at most 11 characters',
    )
    .optional(),
  SMS_ALLOWED_PREFIXES: z.string().default('+447').pipe(PhonePrefixList),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).default(500),
  SMS_PHONE_DAILY_LIMIT: z.coerce.number().int().min(0).default(3),
  /** The API's address as the SMS provider reaches it, for receipts and replies; SITE_URL by default. */
  SMS_CALLBACK_URL: httpUrl.optional(),
  /** Kannel calls back with this in the URL (it cannot sign its requests). */
  SMS_WEBHOOK_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
  ESCALATION_DELAYS: z.string().default('emergency=5m,high=15m').pipe(EscalationDelays),
  /** How long after a job is completed the driver is asked for a review. */
  REVIEW_REQUEST_DELAY: z.string().default('2h').pipe(Duration),
  JOB_LEASE_MS: z.coerce.number().int().min(100).default(60_000),
  JOB_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2_000),
  JOB_RETRY_MAX_MS: z.coerce.number().int().min(1).default(600_000),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(40),
  LIVE_EVENTS_RETENTION_HOURS: z.coerce.number().positive().default(24),
  /** Where backups are written; relative to the repository root, like DATA_DIR. */
  BACKUP_DIR: z.string().default('./backups').transform(fromRepositoryRoot),
  /** When the running product backs itself up; unset: never (only `npm run backup`). */
  BACKUP_SCHEDULE: CronSchedule.optional(),
  /** How many backup files of this database BACKUP_DIR keeps; the oldest go first. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
  LIVE_EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Unset: no `/metrics` at all (404), so nothing about the business is exposed by default. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** The `replica` label on every series; unique per running process (a restart is a new one). */
  REPLICA_NAME: z
    .string()
    .min(1)
    .max(100)
    .default(() => `${hostname()}:${process.pid}`),
});

/** Settings that only make sense together. */
function alertSettingProblems(config: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (config.SMTP_URL && !config.ALERT_EMAIL_TO)
    problems.push('  ALERT_EMAIL_TO: required with SMTP_URL (who receives the alerts)');
  if (config.SMTP_URL && !config.ALERT_EMAIL_FROM)
    problems.push('  ALERT_EMAIL_FROM: required with SMTP_URL (the sender of the alerts)');
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY))
    problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (config.SMS_URL && !config.SMS_FROM)
    problems.push('  SMS_FROM: required with SMS_URL (the number or sender ID texts come from)');
  if (config.SMS_URL?.startsWith('kannel:') && !config.SMS_WEBHOOK_SECRET)
    problems.push(
      '  SMS_WEBHOOK_SECRET: required with a kannel:// SMS_URL (Kannel puts it in the URLs it calls back)',
    );
  if (config.SMS_URL?.startsWith('twilio:') && !new URL(config.SMS_URL).password)
    problems.push('  SMS_URL: a twilio:// URL needs ACCOUNT_SID:AUTH_TOKEN before the host');
  return problems;
}

export type ApiConfig = z.infer<typeof EnvSchema>;

/** The only reader of `process.env` in the API; refuses to start on bad configuration. */
export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(
      Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
    ),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const alertProblems = alertSettingProblems(parsed.data);
  if (alertProblems.length > 0)
    throw new Error(`Invalid configuration:\n${alertProblems.join('\n')}`);
  if (
    parsed.data.NODE_ENV === 'production' &&
    parsed.data.ADMIN_PASSWORD &&
    /^(password|admin|changeme)/i.test(parsed.data.ADMIN_PASSWORD)
  ) {
    throw new Error(
      'Invalid configuration:\n  ADMIN_PASSWORD: choose a password that is not a default',
    );
  }
  return parsed.data;
}

/** The public site's origin without a trailing slash: SITE_URL, or this process on localhost. */
export function siteUrlOf(config: Pick<ApiConfig, 'SITE_URL' | 'PORT'>): string {
  return (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** Configuration for tests and embedding: defaults overridden by `overrides`. */
export function apiConfig(overrides: Record<string, string> = {}): ApiConfig {
  return readApiConfig({ ...overrides });
}
