/** Run-time configuration of the static build, read from the JSON block in index.html. */
export interface AdminConfig {
  /** URL of shared-ui's remoteEntry.js: same origin by default, another host when deployed apart. */
  readonly sharedUiEntry: string;
  /**
   * Origin of the API (`https://www.example.co.uk`) when the console is hosted on an origin of its
   * own; the API must list the console's origin in `CORS_ORIGINS`. Empty: the console's origin.
   */
  readonly apiOrigin: string;
}

const DEFAULTS: AdminConfig = { sharedUiEntry: '/shared-ui/remoteEntry.js', apiOrigin: '' };

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The console is static files, so there is no server to inject settings: a deployment edits
 * `<script id="admin-config">` in dist/index.html instead of rebuilding. A missing or broken
 * block falls back to the same-origin defaults.
 */
export function readAdminConfig(doc: Document = document): AdminConfig {
  const text = doc.getElementById('admin-config')?.textContent;
  if (!text) return DEFAULTS;
  try {
    const parsed = JSON.parse(text) as Partial<AdminConfig>;
    return {
      sharedUiEntry: nonEmpty(parsed.sharedUiEntry) ? parsed.sharedUiEntry : DEFAULTS.sharedUiEntry,
      apiOrigin: nonEmpty(parsed.apiOrigin) ? parsed.apiOrigin.replace(/\/+$/, '') : '',
    };
  } catch {
    return DEFAULTS;
  }
}

/** The remote's base URL (where its artwork lives), from its entry URL. */
export function sharedUiBase(entry: string): string {
  return new URL('.', new URL(entry, document.baseURI)).href;
}
