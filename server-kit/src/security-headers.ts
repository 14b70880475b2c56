/**
 * The security headers every answer of ours carries (public site, console, API, static files),
 * in one place so the Node servers and the nginx template say the same thing.
 */

/** Headers for every answer, whatever its type. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Off everywhere; public pages, whose callback form can fill in the location, allow
  // geolocation for themselves (see PUBLIC_PAGE_PERMISSIONS).
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Permissions-Policy of the public site's pages: the callback form may ask for the location. */
export const PUBLIC_PAGE_PERMISSIONS =
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';

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
 * The policy of our HTML documents. Scripts run only when they carry this response's nonce
 * (`'strict-dynamic'` lets those load module federation's chunks); with no nonce (the static
 * console) only same-origin scripts and the shared-ui remote's. Style attributes may be inline
 * (React writes them); a `<style>` element needs the nonce when there is one (the public pages
 * carry their CSS in one), else any may stand inline.
 */
export function documentCsp(options: {
  readonly nonce?: string;
  /** Base URL of the shared-ui remote when it lives on another origin. */
  readonly sharedUiUrl?: string;
  /** Origins the page calls besides its own (the console's API on another origin). */
  readonly connect?: readonly string[];
}): string {
  const remote = originOf(options.sharedUiUrl ?? '');
  const scripts = options.nonce
    ? [`'nonce-${options.nonce}'`, "'strict-dynamic'", "'self'", ...remote]
    : ["'self'", ...remote];
  return cspHeader({
    'default-src': ["'self'"],
    'script-src': scripts,
    ...(options.nonce
      ? {
          'style-src': ["'self'", `'nonce-${options.nonce}'`, ...remote],
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
