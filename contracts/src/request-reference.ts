// No zod here: the public site's pages import these without the schema library.

/**
 * A request's reference, read out on the phone: `WMR-` and 4 characters from an alphabet
 * without 0/O, 1/I/L (and U/V, easily misheard), e.g. `WMR-7K3Q`.
 */
export const REFERENCE_PREFIX = 'WMR-';
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERENCE_LENGTH = 4;
export const REFERENCE_PATTERN = /^WMR-[23456789ABCDEFGHJKMNPQRSTWXYZ]{4}$/;

/** The status token of `/request/{token}`: 32 random bytes, base64url (43 characters). */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const STATUS_PAGE_PATH = '/request';

/** How often an open status page asks again, while it is visible. */
export const STATUS_POLL_MS = 15_000;
/** How often an open status page reloads itself in a browser without scripts. */
export const STATUS_NO_SCRIPT_REFRESH_SECONDS = 30;

export function statusPath(token: string): string {
  return `${STATUS_PAGE_PATH}/${token}`;
}
