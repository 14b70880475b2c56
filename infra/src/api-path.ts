/**
 * Whether a request target as the client wrote it belongs to the API: `/api`, `/api/…`, `/api?…`,
 * and its Prometheus metrics `/metrics`, also in absolute form (`http://host/api/…`). Read
 * before any normalisation, so `/api/../../etc/passwd` is the API's (a JSON 404), never the
 * public site's HTML page.
 */
export function isApiPath(target: string): boolean {
  const path = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  return /^\/(?:api(?:[/?#]|$)|metrics(?:[?#]|$))/.test(path);
}
