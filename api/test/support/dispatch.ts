import type { UserRole } from '@tow/contracts';
import { expect } from 'vitest';
import { submitCallbackRequest } from './callback-request.ts';
import { addStaffMember, type StaffMember } from './staff.ts';
import type { TestAnswer, TestApi } from './test-api.ts';

let counter = 0;

/** A user of `role` with a name and email of their own, signed in. */
export function addTeamMember(
  api: TestApi,
  ownerToken: string,
  role: UserRole,
  name: string,
): Promise<StaffMember> {
  counter += 1;
  return addStaffMember(api, ownerToken, { name, email: `${role}-${counter}@example.com`, role });
}

/** A vehicle of the fleet, with a plate of its own (`AB<nn> CDE`); answers the record. */
export async function addVehicle(
  api: TestApi,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<TestAnswer['body']> {
  counter += 1;
  const answer = await api.call('POST', '/api/vehicles', {
    token,
    body: {
      registration: `AB${String(counter % 100).padStart(2, '0')} CDE`,
      name: `Truck ${counter}`,
      kind: 'flatbed',
      colour: 'White',
      ...fields,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.vehicle;
}

/** A driver's new request on a phone of its own; answers the record with its `status_url`. */
export function newJob(api: TestApi, fields: Record<string, unknown> = {}) {
  counter += 1;
  return submitCallbackRequest(api, {
    name: 'Priya Shah',
    phone: `07700 9${String(20_000 + counter).slice(-5)}`,
    location: 'M6 southbound, junction 7',
    service_type: 'Towing',
    urgency: 'high',
    ...fields,
  });
}

/** POST /api/callback-requests/{id}/assign as `token`. */
export function assign(api: TestApi, token: string, id: number, body: Record<string, unknown>) {
  return api.call('POST', `/api/callback-requests/${id}/assign`, { token, body });
}

/** POST /api/callback-requests/{id}/stage as `token`. */
export function moveStage(api: TestApi, token: string, id: number, body: Record<string, unknown>) {
  return api.call('POST', `/api/callback-requests/${id}/stage`, { token, body });
}

/** Each call answers 403 to the crew member, with the message that says what is theirs. */
export async function expectCrewRefused(
  api: TestApi,
  crewToken: string,
  calls: readonly (readonly [method: string, path: string, body?: unknown])[],
): Promise<void> {
  for (const [method, path, body] of calls) {
    const withBody = method === 'POST' || method === 'PUT';
    const answer = await api.call(method, path, {
      token: crewToken,
      ...(withBody ? { body: body ?? {} } : {}),
    });
    expect(answer.status, `${method} ${path}`).toBe(403);
    expect(answer.body).toEqual({
      success: false,
      message:
        'Crew accounts can see only the jobs given to them and their own account. Ask staff or an owner.',
    });
  }
}
