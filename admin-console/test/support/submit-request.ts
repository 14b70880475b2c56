import type { CallbackRequest } from '@tow/contracts/callback-request';
import { expect } from 'vitest';

/** A driver's request through the public form's call (no session), as the product stored it. */
export async function submitRequest(
  baseUrl: string,
  fields: object,
): Promise<CallbackRequest & { status_url: string }> {
  const response = await fetch(`${baseUrl}/api/callback-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { request: CallbackRequest & { status_url: string } };
  return answer.request;
}
