import type { CallbackRequestHistoryEntry } from '@tow/contracts/callback-request';
import { expect } from 'vitest';
import type { TestAnswer, TestApi } from './test-api.ts';

/** A driver broken down on the M6 at night: the request the alert tests submit. */
export const MOTORWAY_BREAKDOWN = {
  name: 'Priya Shah',
  phone: '07700 900123',
  location: 'M6 southbound, junction 7',
  service_type: 'Towing',
  urgency: 'emergency',
} as const;

/** A driver who leaves every personal detail: what the audit and personal-data tests look for. */
export const DRIVER_WITH_CONTACT_DETAILS = {
  name: 'Priya Patel',
  phone: '07700 900123',
  email: 'priya@example.com',
  location: 'M6 J7',
  service_type: 'Towing',
  message: 'Flat battery on the hard shoulder',
};

/**
 * Submits `body` as the public form does (no token), expects 201 and returns the stored record
 * from the answer.
 */
export async function submitCallbackRequest(
  api: TestApi,
  body: Record<string, unknown>,
): Promise<TestAnswer['body']> {
  const answer = await api.call('POST', '/api/callback-requests', { body });
  expect(answer.status).toBe(201);
  return answer.body.request;
}

/** Submits the motorway breakdown with `fields` changed (another phone, an urgency, a message). */
export function submitBreakdown(
  api: TestApi,
  fields: Record<string, unknown> = {},
): Promise<TestAnswer['body']> {
  return submitCallbackRequest(api, { ...MOTORWAY_BREAKDOWN, ...fields });
}

/** The request's history as staff read it (GET …/history), oldest first; expects 200. */
export async function requestHistory(
  api: TestApi,
  id: number,
  token: string,
): Promise<CallbackRequestHistoryEntry[]> {
  const answer = await api.call('GET', `/api/callback-requests/${id}/history`, { token });
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.history;
}
