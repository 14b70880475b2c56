import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

/**
 * Every admin route of a resource (`/api/locations`: list, create, update, delete) answers 401
 * and the JSON error shape to a caller with no token and to one with a made-up token. `body` goes
 * with POST and PUT, so a refusal cannot come from the body's validation.
 */
export async function expectAdminOnly(
  api: TestApi,
  resource: string,
  body: unknown,
): Promise<void> {
  for (const [method, path] of [
    ['GET', resource],
    ['POST', resource],
    ['PUT', `${resource}/1`],
    ['DELETE', `${resource}/1`],
  ] as const) {
    for (const token of [undefined, 'not-a-token']) {
      const withBody = method === 'POST' || method === 'PUT';
      const answer = await api.call(method, path, {
        ...(withBody ? { body } : {}),
        ...(token ? { token } : {}),
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.success).toBe(false);
    }
  }
}
