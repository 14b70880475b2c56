import { describe, expect, it } from 'vitest';
import { expectAdminOnly, expectDeletedThenGone } from './support/crud-checks.ts';
import { addTeamMember, expectCrewRefused } from './support/dispatch.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

const vehicle = {
  registration: 'bx19 tow',
  name: 'Big White',
  kind: 'flatbed',
  colour: 'White',
  is_active: true,
};

describe('vehicles', () => {
  it('stores a vehicle with its plate in upper case, spaced as on the plate', async () => {
    const token = await api.login();
    const answer = await api.call('POST', '/api/vehicles', { token, body: vehicle });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Vehicle created successfully',
      vehicle: { ...vehicle, registration: 'BX19 TOW', id: expect.any(Number) },
    });
    const list = await api.call('GET', '/api/vehicles', { token });
    expect(list.body.vehicles.map((v: { registration: string }) => v.registration)).toContain(
      'BX19 TOW',
    );
  });

  it('refuses the same plate written another way with 409 and a message', async () => {
    const token = await api.login();
    const first = await api.call('POST', '/api/vehicles', {
      token,
      body: { ...vehicle, registration: 'WL68 LFT' },
    });
    expect(first.status).toBe(201);
    const again = await api.call('POST', '/api/vehicles', {
      token,
      body: { ...vehicle, registration: 'wl68lft' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: 'A vehicle with this registration already exists',
      errors: { registration: ['A vehicle with this registration already exists'] },
    });
  });

  it('refuses what is not a UK plate, an unknown kind and a missing name, field by field', async () => {
    const token = await api.login();
    const answer = await api.call('POST', '/api/vehicles', {
      token,
      body: { registration: 'NOT A PLATE 123', name: ' ', kind: 'tractor' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      registration: ['Registration must be a UK number plate, such as AB12 CDE'],
      name: ['Name is required'],
      kind: ['Kind must be flatbed, wheel_lift, van or heavy'],
    });
  });

  it('updates a whole vehicle and flips is_active', async () => {
    const token = await api.login();
    const created = await api.call('POST', '/api/vehicles', {
      token,
      body: { ...vehicle, registration: 'K123 ABC' },
    });
    const { id, created_at, updated_at, ...record } = created.body.vehicle;
    const answer = await api.call('PUT', `/api/vehicles/${id}`, {
      token,
      body: { ...record, is_active: false, colour: 'Yellow' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Vehicle updated successfully',
      vehicle: { id, registration: 'K123 ABC', is_active: false, colour: 'Yellow' },
    });
  });

  it('deletes a vehicle, then answers 404 for it', async () => {
    const token = await api.login();
    const created = await api.call('POST', '/api/vehicles', {
      token,
      body: { ...vehicle, registration: 'ABC 123D' },
    });
    await expectDeletedThenGone(api, token, `/api/vehicles/${created.body.vehicle.id}`, 'Vehicle');
  });

  it('lets staff manage the fleet, and refuses the crew with 403', async () => {
    const owner = await api.login();
    const staff = await addTeamMember(api, owner, 'staff', 'Sara Staff');
    const crew = await addTeamMember(api, owner, 'crew', 'Sam Driver');
    const byStaff = await api.call('POST', '/api/vehicles', {
      token: staff.token,
      body: { ...vehicle, registration: 'VN70 VAN', kind: 'van' },
    });
    expect(byStaff.status).toBe(201);
    const id = byStaff.body.vehicle.id;
    await expectCrewRefused(api, crew.token, [
      ['GET', '/api/vehicles'],
      ['POST', '/api/vehicles', vehicle],
      ['PUT', `/api/vehicles/${id}`, vehicle],
      ['DELETE', `/api/vehicles/${id}`],
    ]);
  });

  it('refuses every call without a valid token', async () => {
    await expectAdminOnly(api, '/api/vehicles', vehicle);
  });
});
