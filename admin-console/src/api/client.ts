import { XHR_HEADER, XHR_HEADER_VALUE } from '@tow/contracts/api-headers';
import { clearSession, getSession } from '../auth/session-store.ts';
import { readAdminConfig } from '../config.ts';
import { API_BASE, LOGIN_PATH } from '../constants.ts';
import { ApiError } from './api-error.ts';

/** Spec section 7: the CSRF token from page metadata (the XHR marker is in contracts). */
export const CSRF_HEADER = 'X-CSRF-TOKEN';
const CSRF_META = 'meta[name="csrf-token"]';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What every answer of the API carries (ARCHITECTURE.md, "Envelope"). */
export interface ApiAnswer {
  readonly success: boolean;
  readonly message?: string;
  readonly errors?: Record<string, string[]>;
}

/** The headers of every call (also used by the live event stream, which is a fetch too). */
export function requestHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', [XHR_HEADER]: XHR_HEADER_VALUE });
  if (hasBody) headers.set('Content-Type', 'application/json');
  // Read on every call: a page (or a proxy in front of the static files) may set it at any time.
  const csrf = document.querySelector<HTMLMetaElement>(CSRF_META)?.content;
  if (csrf) headers.set(CSRF_HEADER, csrf);
  const token = getSession()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

let goToLogin = (): void => window.location.assign(LOGIN_PATH);

/** Lets the app swap the full-page redirect for a client-side navigation of its router. */
export function setLoginRedirect(redirect: () => void): void {
  goToLogin = redirect;
}

/**
 * A 401 means the session is gone (expired, revoked, signed out elsewhere): forget it and go to
 * the login page, unless this is the login page (where a 401 is just a wrong password).
 */
export function onUnauthorized(): void {
  clearSession();
  const here = window.location.pathname.replace(/\/+$/, '');
  if (here !== LOGIN_PATH) goToLogin();
}

async function readAnswer(
  response: Response,
): Promise<(ApiAnswer & Record<string, unknown>) | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as ApiAnswer & Record<string, unknown>;
  } catch {
    return null; // An HTML error page from a proxy, say: fall back to the status text.
  }
}

let root: string | undefined;

/** `/api` on the console's origin, or on the configured API origin (read once). */
function apiRoot(): string {
  root ??= `${readAdminConfig().apiOrigin}${API_BASE}`;
  return root;
}

/** The full URL of an API path: `apiUrl('/events')` → `/api/events` (or on `apiOrigin`). */
export function apiUrl(path: string): string {
  return `${apiRoot()}${path}`;
}

/**
 * The one way the console calls the API: `apiRequest<{ services: Service[] }>('GET', '/services')`.
 * Resolves with the JSON answer when `success` is true; otherwise throws an ApiError with the
 * server's message (or a generic one), so screens show `error.message` or their own fallback.
 */
export async function apiRequest<T extends object = ApiAnswer>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<T & ApiAnswer> {
  return send<T>(method, path, {
    headers: requestHeaders(body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A multipart form POSTed to the API (a photo upload): the browser writes its Content-Type with
 * the boundary. Answers and failures as `apiRequest`.
 */
export function apiUpload<T extends object = ApiAnswer>(
  path: string,
  form: FormData,
): Promise<T & ApiAnswer> {
  return send<T>('POST', path, { headers: requestHeaders(false), body: form });
}

async function send<T extends object>(
  method: Method,
  path: string,
  init: { headers: Headers; body: BodyInit | undefined },
): Promise<T & ApiAnswer> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Cannot reach the server', 0, undefined);
  }
  const answer = await readAnswer(response);
  if (response.status === 401) onUnauthorized();
  if (!response.ok || !answer || answer.success !== true) {
    const serverMessage =
      typeof answer?.message === 'string' && answer.message !== '' ? answer.message : undefined;
    throw new ApiError(
      serverMessage ?? `${method} ${API_BASE}${path} answered HTTP ${response.status}`,
      response.status,
      serverMessage,
      answer?.errors ?? {},
    );
  }
  return answer as T & ApiAnswer;
}
