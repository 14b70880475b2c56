/**
 * The security headers every answer of ours carries (public site, console, API, static files),
 * in one place so the Node servers and the nginx template say the same thing.
 */

/** Headers for every answer, whatever its type. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Off everywhere; public pages, whose callback form can fill in the location, and the
  // console, whose crew share their position on the way, allow geolocation for themselves.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Permissions-Policy of the public site's pages: the callback form may ask for the location. */
export const PUBLIC_PAGE_PERMISSIONS =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';

/** Permissions-Policy of the console's page: a crew member's phone shares its position. */
export const CONSOLE_PAGE_PERMISSIONS = PUBLIC_PAGE_PERMISSIONS;

/** CSP of answers that are not documents (JSON, scripts, images): nothing may run or embed. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Directive lists of one Content-Security-Policy, joined into the header value. */
export function cspHeader(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The origin of an absolute URL, for a CSP source list; nothing for a same-origin path. */
export function originOf(url: string): string[] {
  return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
}

/**
 * A page's inline `<script>` and `<style>` elements as hash sources (`'sha256-…'`): the only
 * inline code and styles its policy lets run or apply.
 */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The policy of our HTML documents. Scripts come from this origin and the shared-ui remote's
 * (module federation's chunks included). With `inline` (the public pages, which carry their CSS
 * and configuration inline) exactly those inline elements may stand, named by their hashes, and
 * style attributes (React writes them, `style-src-attr`); a hash is a fact about the page, so
 * the policy is as fixed as its bytes and a cached page is sent as it is. Without (the static
 * console) no inline script runs and any inline style applies.
 */
export function documentCsp(options: {
  readonly inline?: InlineHashes;
  /** Base URL of the shared-ui remote when it lives on another origin. */
  readonly sharedUiUrl?: string;
  /** Origins the page calls besides its own (the console's API on another origin). */
  readonly connect?: readonly string[];
}): string {
  const remote = originOf(options.sharedUiUrl ?? '');
  const { inline } = options;
  return cspHeader({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remote, ...(inline?.scripts ?? [])],
    ...(inline
      ? {
          'style-src': ["'self'", ...remote, ...inline.styles],
          'style-src-attr': ["'unsafe-inline'"],
        }
      : { 'style-src': ["'self'", "'unsafe-inline'", ...remote] }),
    'img-src': ["'self'", 'data:', ...remote],
    'media-src': ["'self'", ...remote],
    'font-src': ["'self'", ...remote],
    'connect-src': ["'self'", ...remote, ...(options.connect ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}
