import { type BusinessProfile, DEMO_PROFILE, whatsappDigits } from '../lib/business-profile.ts';

/**
 * Settings of the public-site SSR server, read once from the environment.
 *
 * - `PORT` (default 3000), `HOST` (default 0.0.0.0).
 * - `SHARED_UI_URL` (default `/shared-ui/`): base URL of the shared-ui remote. The browser loads
 *   `<SHARED_UI_URL>remoteEntry.js` from it, so it may be relative to the site.
 * - `SHARED_UI_SERVER_URL` (default: `SHARED_UI_URL`, resolved against this server's own address
 *   when relative): where the SSR server fetches the same remote (mf-manifest.json and
 *   remoteEntry.ssr.js) — set it when the server reaches the remote by another, internal address.
 * - `API_URL`: origin of the API when it runs elsewhere; unset, the composing process supplies it.
 * - `SITE_URL`: the public site's canonical origin (links, sitemap, structured data).
 * - `SITE_NAME`, `SITE_PHONE`, `SITE_WHATSAPP`, `SITE_EMAIL`, `GOOGLE_REVIEW_URL`: the business
 *   profile shown only until the API has answered once (the owner edits the profile in the
 *   console; the API keeps it). Demo defaults in lib/business-profile.ts.
 * - `LOG_LEVEL` (default info): `debug`, `info`, `warn`, `error` or `silent`; JSON lines on stdout.
 * - `SHARED_UI_TTL_MS` (default 10000): how long the server trusts the remote version it has
 *   before re-reading the remote's manifest; a new version is loaded on the next request after.
 * - `PAGE_CACHE_TTL_MS` (default 5000, 0 to turn off): how long a rendered page (and, composed
 *   with the API in one process, the API reads of a render) are reused. A staff change clears
 *   them at once on every SSR server (they follow the API's content version); this bounds how
 *   stale a page can be while the API cannot be reached.
 */
export interface PublicSiteConfig {
  /** Where the API is when it is not in this process (`API_URL`), e.g. `http://api:3001`. */
  readonly apiUrl: string | undefined;
  readonly profile: Omit<BusinessProfile, 'assetsUrl'>;
  readonly port: number;
  readonly host: string;
  /** Base URL as the browser sees it, ending with `/`. */
  readonly sharedUiUrl: string;
  /** Absolute base URL for the server, ending with `/`. */
  readonly sharedUiServerUrl: string;
  readonly sharedUiTtlMs: number;
  readonly pageCacheTtlMs: number;
  readonly logLevel: LogLevel;
}

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelFrom(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((l) => l === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

const withSlash = (url: string) => url.replace(/\/?$/, '/');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function readPublicSiteConfig(env: NodeJS.ProcessEnv = process.env): PublicSiteConfig {
  const port = intFrom(env.PORT, 3000, 'PORT');
  const host = env.HOST || '0.0.0.0';
  const sharedUiUrl = withSlash(env.SHARED_UI_URL || '/shared-ui/');
  const sharedUiServerUrl = withSlash(
    new URL(env.SHARED_UI_SERVER_URL || sharedUiUrl, `http://127.0.0.1:${port}/`).href,
  );
  return {
    apiUrl: env.API_URL ? env.API_URL.replace(/\/$/, '') : undefined,
    profile: {
      name: env.SITE_NAME || DEMO_PROFILE.name,
      phone: env.SITE_PHONE || DEMO_PROFILE.phone,
      whatsapp: whatsappDigits(env.SITE_WHATSAPP || DEMO_PROFILE.whatsapp),
      email: env.SITE_EMAIL || DEMO_PROFILE.email,
      address: { street: '', town: '', postcode: '' },
      openingText: DEMO_PROFILE.openingText,
      region: DEMO_PROFILE.region,
      claims: DEMO_PROFILE.claims,
      social: { facebook: '', instagram: '', x: '' },
      siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
      googleReviewUrl: env.GOOGLE_REVIEW_URL || DEMO_PROFILE.googleReviewUrl,
    },
    port,
    host,
    sharedUiUrl,
    sharedUiServerUrl,
    sharedUiTtlMs: intFrom(env.SHARED_UI_TTL_MS, 10_000, 'SHARED_UI_TTL_MS'),
    pageCacheTtlMs: intFrom(env.PAGE_CACHE_TTL_MS, 5_000, 'PAGE_CACHE_TTL_MS'),
    logLevel: logLevelFrom(env.LOG_LEVEL),
  };
}
