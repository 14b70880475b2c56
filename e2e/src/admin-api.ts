import { TEST_ADMIN } from './product.ts';

/** A signed-in admin's calls to the product's own API (the same one the console uses). */
export interface AdminApi {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** A multipart form POSTed as the console sends a photo: `upload('/media', form)`. */
  upload<T>(path: string, form: FormData): Promise<T>;
}

/** Signs TEST_ADMIN in through the API; tests use it to set up and check stored records. */
export async function signInAdmin(baseUrl: string): Promise<AdminApi> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  const answer = (await login.json()) as { success: boolean; token?: string; message?: string };
  if (!login.ok || !answer.token) {
    throw new Error(`Admin sign-in failed (HTTP ${login.status}): ${answer.message ?? ''}`);
  }
  const headers = { authorization: `Bearer ${answer.token}`, accept: 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers:
        body === undefined || body instanceof FormData
          ? headers
          : { ...headers, 'content-type': 'application/json' },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /api${path} → HTTP ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  return {
    get: (path) => call('GET', path),
    send: (method, path, body) => call(method, path, body),
    upload: (path, form) => call('POST', path, form),
  };
}
