import { z } from 'zod';

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

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Comma-separated exact origins (`https://console.example.com`); each must be a bare origin. */
const OriginList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .pipe(
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

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
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
  CALLBACK_RATE_LIMIT: z.string().default('20/15m').pipe(RateLimitSetting),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  TRUST_PROXY: booleanText.default(false),
  CORS_ORIGINS: z.string().default('').pipe(OriginList),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

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

/** Configuration for tests and embedding: defaults overridden by `overrides`. */
export function apiConfig(overrides: Record<string, string> = {}): ApiConfig {
  return readApiConfig({ ...overrides });
}
