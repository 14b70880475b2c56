import { expect } from 'vitest';
import type { TestAnswer, TestApi } from './test-api.ts';

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

/**
 * Deletes the record at `url` as the admin and checks it is gone: the delete answers 200 and
 * `<label> deleted successfully`, a second delete 404 and `<label> not found`, and, given
 * `updateBody`, an update answers 404 too.
 */
export async function expectDeletedThenGone(
  api: TestApi,
  token: string,
  url: string,
  label: string,
  updateBody?: unknown,
): Promise<void> {
  const deleted = await api.call('DELETE', url, { token });
  expect(deleted.status).toBe(200);
  expect(deleted.body).toEqual({ success: true, message: `${label} deleted successfully` });
  const again = await api.call('DELETE', url, { token });
  expect(again.status).toBe(404);
  expect(again.body).toEqual({ success: false, message: `${label} not found` });
  if (updateBody === undefined) return;
  const update = await api.call('PUT', url, { token, body: updateBody });
  expect(update.status).toBe(404);
}

/** A content resource as the API names it: its path, its answers' key and how a person says it. */
interface Resource {
  path: string;
  key: string;
  label: string;
}

/** `service`: `/api/services`, answered under `service`, `Service`. */
function resourceNamed(record: string): Resource {
  return {
    path: `/api/${record}s`,
    key: record,
    label: `${record[0]?.toUpperCase()}${record.slice(1)}`,
  };
}

/**
 * Creates `body` as the admin at `/api/<record>s` (location, promotion, review, service) or at a
 * resource named otherwise, and checks the answer: 201, `<Record> created successfully`, and the
 * record matching `stored` (the body itself unless given) with a numeric id and a creation time.
 * Returns the record.
 */
export async function expectCreated(
  api: TestApi,
  record: 'location' | 'promotion' | 'review' | 'service' | Resource,
  body: Record<string, unknown>,
  stored: Record<string, unknown> = body,
): Promise<TestAnswer['body']> {
  const { path, key, label } = typeof record === 'string' ? resourceNamed(record) : record;
  const token = await api.login();
  const answer = await api.call('POST', path, { token, body });
  expect(answer.status).toBe(201);
  expect(answer.body).toMatchObject({
    success: true,
    message: `${label} created successfully`,
    [key]: stored,
  });
  expect(answer.body[key].id).toEqual(expect.any(Number));
  expect(Date.parse(answer.body[key].created_at)).not.toBeNaN();
  return answer.body[key];
}
