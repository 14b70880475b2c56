import { describe, expect, it } from 'vitest';
import { expectAdminOnly, expectCreated, expectDeletedThenGone } from './support/crud-checks.ts';
import { SERVICE_BODY } from './support/service-body.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

/** Its feature lines with an empty and a padded one, which the API drops and trims. */
const towing = {
  ...SERVICE_BODY,
  features: ['Flatbed transport', '', '  Motorway recovery  '],
  sort_order: 2,
};

describe('services', () => {
  it('lets an admin create a service, dropping empty feature lines', async () => {
    await expectCreated(api, 'service', towing, {
      name: 'Towing Service',
      features: ['Flatbed transport', 'Motorway recovery'],
      price_from: null,
    });
  });

  it('shows visitors only active services, in sort_order order', async () => {
    const token = await api.login();
    await api.call('POST', '/api/services', {
      token,
      body: { ...towing, name: 'Fuel Delivery', sort_order: 1 },
    });
    await api.call('POST', '/api/services', {
      token,
      body: { ...towing, name: 'Hidden', is_active: false, sort_order: 0 },
    });
    const answer = await api.call('GET', '/api/services/active');
    expect(answer.status).toBe(200);
    const names = answer.body.services.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Fuel Delivery', 'Towing Service']);
    const all = await api.call('GET', '/api/services', { token });
    expect(all.body.services.map((s: { name: string }) => s.name)).toContain('Hidden');
  });

  it('keeps price_from as a number with pence', async () => {
    const token = await api.login();
    const answer = await api.call('POST', '/api/services', {
      token,
      body: { ...towing, price_from: 49.99 },
    });
    expect(answer.body.service.price_from).toBe(49.99);
  });

  it('updates a whole service and flips is_active', async () => {
    const token = await api.login();
    const created = await api.call('POST', '/api/services', { token, body: towing });
    const { id, created_at, updated_at, ...record } = created.body.service;
    const answer = await api.call('PUT', `/api/services/${id}`, {
      token,
      body: { ...record, is_active: false },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Service updated successfully' });
    expect(answer.body.service.is_active).toBe(false);
  });

  it('deletes a service, then answers 404 for it', async () => {
    const token = await api.login();
    const created = await api.call('POST', '/api/services', { token, body: towing });
    const id = created.body.service.id;
    await expectDeletedThenGone(api, token, `/api/services/${id}`, 'Service', towing);
  });

  it('answers 422 with a message per field and stores nothing when required fields are missing', async () => {
    const token = await api.login();
    const before = await api.call('GET', '/api/services', { token });
    const answer = await api.call('POST', '/api/services', {
      token,
      body: { name: '  ', icon: 'rocket', price_from: -5, features: 'lots' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe('Name is required');
    expect(Object.keys(answer.body.errors)).toEqual(
      expect.arrayContaining([
        'name',
        'icon',
        'short_description',
        'description',
        'price_from',
        'features',
      ]),
    );
    const after = await api.call('GET', '/api/services', { token });
    expect(after.body.services).toHaveLength(before.body.services.length);
  });

  it('refuses every admin call without a valid token', async () => {
    await expectAdminOnly(api, '/api/services', towing);
  });
});
