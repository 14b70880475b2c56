import { XHR_HEADER, XHR_HEADER_VALUE } from '@tow/contracts/api-headers';

/** How the server reaches the API: in-process (infra's one-port server) or over HTTP (API_URL). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

let serverApiFetch: ApiFetch | undefined;

/** Set once by the SSR server before the first render. */
export function setServerApiFetch(apiFetch: ApiFetch): void {
  serverApiFetch = apiFetch;
}

/**
 * A call of the API by its spec path (`/services/active`). In the browser the API is on the same
 * origin under `/api` and the call carries the XHR marker (spec section 7); on the server it goes
 * through whatever the server set.
 */
export function callApi(path: string, init?: RequestInit): Promise<Response> {
  const url = `/api${path}`;
  if (typeof window !== 'undefined') {
    const headers = new Headers(init?.headers);
    headers.set(XHR_HEADER, XHR_HEADER_VALUE);
    return fetch(url, { ...init, headers });
  }
  if (!serverApiFetch) return Promise.reject(new Error('setServerApiFetch was not called'));
  return serverApiFetch(url, init);
}
