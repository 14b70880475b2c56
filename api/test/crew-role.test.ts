import { describe, expect, it } from 'vitest';
import { addTeamMember, expectCrewRefused } from './support/dispatch.ts';
import { invite, teamMember } from './support/staff.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

/**
 * The calls a crew member makes: their account, signing out, their jobs, their stages and their
 * position on the way.
 */
const CREW_CALLS = [
  /^(get|put|post|delete) \/me(\/.*)?$/,
  /^post \/auth\/logout$/,
  /^get \/auth\/me$/,
  /^get \/callback-requests$/,
  /^post \/callback-requests\/\{id\}\/stage$/,
  /^(post|delete) \/callback-requests\/\{id\}\/crew-position$/,
];

interface Operation {
  security?: unknown[];
}

/** Every signed-in call of the OpenAPI document, as `[method, path]` with its ids filled in. */
async function signedInCalls(): Promise<[string, string][]> {
  const document = await api.call('GET', '/api/openapi.json');
  const paths = document.body.paths as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
      .map(([method]) => [method, path.replace(/^\/api/, '')] as [string, string]),
  );
}

describe('the crew role', () => {
  it('lets an owner invite a crew member, who signs in and reads their own account', async () => {
    const owner = await api.login();
    const crew = await addTeamMember(api, owner, 'crew', 'Sam Driver');
    const me = await api.call('GET', '/api/me', { token: crew.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: 'Sam Driver', role: 'crew' });
    const renamed = await api.call('PUT', '/api/me', {
      token: crew.token,
      body: { name: 'Sam Driver-Jones' },
    });
    expect(renamed.status).toBe(200);
    const users = await api.call('GET', '/api/users', { token: owner });
    expect(users.body.users.find((u: { id: number }) => u.id === crew.id)?.role).toBe('crew');
  });

  it('refuses a crew member every other signed-in call of the API with 403 and a clear message', async () => {
    const owner = await api.login();
    const crew = await addTeamMember(api, owner, 'crew', 'Cara Crew');
    const calls = (await signedInCalls()).filter(
      ([method, path]) => !CREW_CALLS.some((allowed) => allowed.test(`${method} ${path}`)),
    );
    // Every admin resource is in the list, so a route registered without the guard shows here.
    expect(calls.map(([, path]) => path)).toEqual(
      expect.arrayContaining([
        '/callback-requests/pending',
        '/callback-requests/{id}',
        '/callback-requests/{id}/assign',
        '/callback-requests/{id}/acknowledge',
        '/callback-requests/{id}/release',
        '/callback-requests/{id}/history',
        '/callback-requests/{id}/messages',
        '/users',
        '/settings/security',
        '/audit-events',
        '/personal-data',
        '/on-call',
        '/vehicles',
        '/locations',
        '/seo-settings',
      ]),
    );
    await expectCrewRefused(
      api,
      crew.token,
      calls.map(([method, path]) => [
        method.toUpperCase(),
        `/api${path.replace(/\{id\}/g, '1').replace(/\{(\w+)\}/g, '$1')}`,
      ]),
    );
  });

  it('lets an owner make a staff member crew, and back', async () => {
    const owner = await api.login();
    const staff = await addTeamMember(api, owner, 'staff', 'Steve Switch');
    const toCrew = await api.call('PUT', `/api/users/${staff.id}`, {
      token: owner,
      body: { role: 'crew' },
    });
    expect(toCrew.status).toBe(200);
    expect(
      (await api.call('GET', '/api/callback-requests/pending', { token: staff.token })).status,
    ).toBe(403);
    await api.call('PUT', `/api/users/${staff.id}`, { token: owner, body: { role: 'staff' } });
    expect(
      (await api.call('GET', '/api/callback-requests/pending', { token: staff.token })).status,
    ).toBe(200);
  });

  it('refuses a role that is not owner, staff or crew', async () => {
    const owner = await api.login();
    const answer = await invite(api, owner, { ...teamMember('Dee Driver'), role: 'driver' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.role).toEqual(['Role must be owner, staff or crew']);
  });
});
