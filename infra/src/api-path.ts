/**
 * Whether a request target as the client wrote it belongs to the API: `/api`, `/api/…`, `/api?…`.
 * Read before any normalisation, so `/api/../../etc/passwd` is the API's (a JSON 404), never
 * the public site's HTML page.
 */
export function isApiPath(target: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(target);
}
