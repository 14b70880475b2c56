/** How the server reaches the API: in-process (infra's one-port server) or over HTTP (API_URL). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

let serverApiFetch: ApiFetch | undefined;

/** Set once by the SSR server before the first render. */
export function setServerApiFetch(apiFetch: ApiFetch): void {
  serverApiFetch = apiFetch;
}

/**
 * A call of the API by its spec path (`/services/active`). In the browser the API is on the same
 * origin under `/api`; on the server it goes through whatever the server set.
 */
export function callApi(path: string, init?: RequestInit): Promise<Response> {
  const url = `/api${path}`;
  if (typeof window !== 'undefined') return fetch(url, init);
  if (!serverApiFetch) return Promise.reject(new Error('setServerApiFetch was not called'));
  return serverApiFetch(url, init);
}
