import { afterAll, beforeAll } from 'vitest';
import { apiConfig } from '../../src/env.ts';
import { type ApiRuntime, startApiRuntime } from '../../src/runtime.ts';
import { openTestDatabase } from './test-database.ts';

export const ADMIN = {
  email: 'owner@example.com',
  password: 'a-long-test-password',
  name: 'Olivia Owner',
};

export interface TestApi {
  runtime: ApiRuntime;
  /** A request to the app as a client would send it; JSON bodies are encoded for you. */
  call: (method: string, path: string, options?: CallOptions) => Promise<TestAnswer>;
  /** Signs in as the test admin and returns the bearer token. */
  login: () => Promise<string>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Sent as-is, without JSON encoding. */
  raw?: string;
}

export interface TestAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
  body: any;
}

/**
 * The settings of a test file's API: the test admin, silent logs, and limits no test reaches
 * unless it sets them; `config` on top.
 */
export function testApiConfig(config: Record<string, string> = {}) {
  return apiConfig({
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT: '1000/1m',
    CALLBACK_RATE_LIMIT: '1000/1m',
    // One address and one example phone send everything here: spam.test.ts sets the real limits.
    CALLBACK_SPAM_ADDRESS_LIMIT: '1000/1m',
    CALLBACK_SPAM_PHONE_LIMIT: '1000/1m',
    STATUS_RATE_LIMIT: '1000/1m',
    // Most files send one example phone many times; driver-side.test.ts sets the real 30.
    CALLBACK_REPEAT_WINDOW_MINUTES: '0',
    ...config,
  });
}

/**
 * Starts the API on a fresh database for the calling test file and stops it afterwards.
 * `config` overrides environment settings, e.g. `{ SEED_DEMO: 'true' }`.
 */
export function useTestApi(config: Record<string, string> = {}): TestApi {
  let runtime: ApiRuntime | undefined;
  const api: TestApi = {
    get runtime() {
      if (!runtime) throw new Error('The test API is not started yet');
      return runtime;
    },
    call: async (method, path, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined = options.raw;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(options.body);
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await api.runtime.app.request(path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Non-JSON answers (the docs page) are kept as text.
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    login: async () => {
      const answer = await api.call('POST', '/api/auth/login', {
        body: { email: ADMIN.email, password: ADMIN.password },
      });
      if (answer.status !== 200)
        throw new Error(`Test login failed: ${JSON.stringify(answer.body)}`);
      return answer.body.token as string;
    },
  };

  beforeAll(async () => {
    const database = await openTestDatabase();
    runtime = await startApiRuntime(testApiConfig(config), { database });
  });

  afterAll(async () => {
    await runtime?.close();
  });

  return api;
}
