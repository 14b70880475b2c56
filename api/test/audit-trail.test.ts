import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DRIVER_WITH_CONTACT_DETAILS } from './support/callback-request.ts';
import { SERVICE_BODY } from './support/service-body.ts';
import { addStaffMember, teamMember } from './support/staff.ts';
import { ADMIN, useTestApi } from './support/test-api.ts';

const api = useTestApi();

const towing = {
  ...SERVICE_BODY,
  short_description: 'Any car, any time',
  meta_title: null,
  meta_description: null,
};

interface Event {
  id: number;
  at: string;
  actor: { id: number | null; name: string | null } | null;
  action: string;
  entity: string;
  entity_id: string | null;
  record_name: string | null;
  ip: string | null;
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
}

async function events(token: string, query = ''): Promise<Event[]> {
  const answer = await api.call('GET', `/api/audit-events${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.events;
}

const headers = { 'x-real-ip': '198.51.100.7' };

describe('the audit trail', () => {
  it('records a create, an update with the fields before and after, a toggle and a delete', async () => {
    const token = await api.login();
    const created = await api.call('POST', '/api/services', { token, body: towing, headers });
    const id = created.body.service.id as number;
    await api.call('PUT', `/api/services/${id}`, {
      token,
      headers,
      body: { ...towing, price_from: 75, short_description: 'Any car, day or night' },
    });
    await api.call('PUT', `/api/services/${id}`, {
      token,
      headers,
      body: {
        ...towing,
        price_from: 75,
        short_description: 'Any car, day or night',
        is_active: false,
      },
    });
    await api.call('DELETE', `/api/services/${id}`, { token, headers });

    const trail = await events(token, `?entity=services&entity_id=${id}`);
    expect(trail.map((event) => event.action)).toEqual(['delete', 'update', 'update', 'create']);
    const [deleted, toggled, updated, create] = trail as [Event, Event, Event, Event];
    expect(create).toMatchObject({
      actor: { name: ADMIN.name },
      entity: 'services',
      entity_id: String(id),
      record_name: towing.name,
      ip: '198.51.100.7',
    });
    // A service's name is a product's, not a person's: the log shows it.
    expect(create.changes?.name).toEqual({ after: towing.name });
    expect(create.changes?.price_text).toEqual({ after: '' });
    expect(updated.changes).toEqual({
      price_from: { before: null, after: 75 },
      short_description: { before: 'Any car, any time', after: 'Any car, day or night' },
    });
    expect(toggled.changes).toEqual({ is_active: { before: true, after: false } });
    expect(deleted.changes?.is_active).toEqual({ before: false });
    // The deleted service is still named in its entries.
    expect(deleted.record_name).toBe(towing.name);
    expect(new Date(deleted.at).getTime()).toBeGreaterThanOrEqual(new Date(create.at).getTime());
  });

  it('records a status change of a callback request with the personal fields redacted', async () => {
    const token = await api.login();
    const submitted = await api.call('POST', '/api/callback-requests', {
      body: DRIVER_WITH_CONTACT_DETAILS,
    });
    const id = submitted.body.request.id as number;
    await api.call('PUT', `/api/callback-requests/${id}`, {
      token,
      body: { status: 'contacted', admin_notes: 'Called Priya on 07700 900123' },
    });
    const [entry] = await events(token, `?entity=callback_requests&entity_id=${id}`);
    expect(entry?.action).toBe('update');
    // Named by its reference, never by the driver's name.
    expect(entry?.record_name).toBe(submitted.body.request.reference);
    expect(entry?.changes).toEqual({
      status: { before: 'pending', after: 'contacted' },
      admin_notes: { before: '', after: '[redacted]' },
    });
    const everything = JSON.stringify(await events(token, '?per_page=200'));
    expect(everything).not.toContain('Priya');
    expect(everything).not.toContain('900123');
  });

  it('keeps the name of an area and of a vehicle in their entries, as they were when written', async () => {
    const token = await api.login();
    const area = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Kings Norton', slug: 'kings-norton', is_active: true, sort_order: 20 },
    });
    const areaId = area.body.location.id as number;
    await api.call('PUT', `/api/locations/${areaId}`, {
      token,
      body: { name: 'Kings Heath', slug: 'kings-heath', is_active: true, sort_order: 20 },
    });
    await api.call('DELETE', `/api/locations/${areaId}`, { token });
    const areaTrail = await events(token, `?entity=locations&entity_id=${areaId}`);
    expect(areaTrail.map((e) => [e.action, e.record_name])).toEqual([
      ['delete', 'Kings Heath'],
      ['update', 'Kings Heath'],
      ['create', 'Kings Norton'],
    ]);
    expect(areaTrail[1]?.changes?.name).toEqual({ before: 'Kings Norton', after: 'Kings Heath' });

    const van = await api.call('POST', '/api/vehicles', {
      token,
      body: { registration: 'bx21 rcv', name: 'Little Blue', kind: 'van', colour: 'Blue' },
    });
    const [created] = await events(token, `?entity=vehicles&entity_id=${van.body.vehicle.id}`);
    expect(created).toMatchObject({ action: 'create', record_name: 'Little Blue (BX21 RCV)' });
  });

  it('names a review by its stars, service and place, never by the reviewer', async () => {
    const token = await api.login();
    const review = await api.call('POST', '/api/reviews', {
      token,
      body: {
        customer_name: 'Gwen Reviewer',
        customer_location: 'Erdington',
        review_text: 'Came out at 2am on the M6, brilliant.',
        rating: 5,
        service_type: 'Breakdown Recovery',
        is_approved: false,
        is_featured: false,
      },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const [entry] = await events(token, `?entity=reviews&entity_id=${review.body.review.id}`);
    expect(entry?.record_name).toBe('5 stars, Breakdown Recovery, Erdington');
    expect(entry?.changes?.customer_name).toEqual({ after: '[redacted]' });
    expect(JSON.stringify(entry)).not.toContain('Gwen');
  });

  it('names a staff step on a request by its reference: taking it', async () => {
    const token = await api.login();
    const submitted = await api.call('POST', '/api/callback-requests', {
      body: DRIVER_WITH_CONTACT_DETAILS,
    });
    const id = submitted.body.request.id as number;
    await api.call('POST', `/api/callback-requests/${id}/acknowledge`, { token });
    const [taken] = await events(token, `?entity=callback_requests&entity_id=${id}`);
    expect(taken).toMatchObject({
      action: 'acknowledge',
      record_name: submitted.body.request.reference,
    });
    expect(JSON.stringify(taken)).not.toContain(DRIVER_WITH_CONTACT_DETAILS.name);
  });

  it('names entries about a user account by its current name, which the trail does not keep', async () => {
    const owner = await api.login();
    const rita = await addStaffMember(api, owner, teamMember('Rita Rename'));
    const [entry] = await events(owner, `?entity=users&entity_id=${rita.id}`);
    expect(entry?.record_name).toBe('Rita Rename');
    const stored = await api.runtime.deps.db
      .selectFrom('audit_events')
      .select(['record_name', 'changes'])
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(rita.id))
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain('Rita');
  });

  it('records sign-ins and failed sign-ins, never the password tried', async () => {
    await api.call('POST', '/api/auth/login', {
      headers,
      body: { email: ADMIN.email, password: 'guessing-the-password' },
    });
    await api.call('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'guessing-the-password' },
    });
    const token = await api.login();
    const failed = await events(token, '?entity=users');
    const [signIn, unknown, wrong] = failed.filter((e) =>
      e.action.startsWith('sign_in'),
    ) as Event[];
    expect(signIn).toMatchObject({ action: 'sign_in', actor: { name: ADMIN.name } });
    expect(unknown).toMatchObject({ action: 'sign_in_failed', actor: null, entity_id: null });
    expect(wrong).toMatchObject({
      action: 'sign_in_failed',
      actor: { name: ADMIN.name },
      ip: '198.51.100.7',
      changes: { reason: { after: 'wrong password' } },
    });
    expect(JSON.stringify(failed)).not.toContain('guessing');
  });

  it('records user changes: invitation, acceptance, role change, password change', async () => {
    const owner = await api.login();
    const sam = await addStaffMember(api, owner, teamMember('Sam Staff'));
    await api.call('PUT', `/api/users/${sam.id}`, { token: owner, body: { role: 'owner' } });
    await api.call('PUT', '/api/me/password', {
      token: sam.token,
      body: { current_password: sam.password, new_password: 'amber orchard rocket 77 pillow' },
    });
    const trail = await events(owner, `?entity=users&entity_id=${sam.id}`);
    expect(trail.map((e) => e.action)).toEqual([
      'update_password',
      'update',
      'sign_in',
      'accept_invitation',
      'create',
    ]);
    expect(trail[1]?.changes).toEqual({ role: { before: 'staff', after: 'owner' } });
    expect(trail[4]?.changes).toMatchObject({
      name: { after: '[redacted]' },
      email: { after: '[redacted]' },
    });
    const everything = JSON.stringify(trail);
    expect(everything).not.toContain('sam@example.com');
    expect(everything).not.toContain('argon2');
    // Filters: by actor and by time.
    const bySam = await events(owner, `?actor=${sam.id}`);
    expect(bySam.every((e) => e.actor?.id === sam.id)).toBe(true);
    expect(await events(owner, '?from=2000-01-01&to=2000-01-02')).toEqual([]);
  });

  it('pages newest first, and refuses bad filters with 422', async () => {
    const owner = await api.login();
    const first = await api.call('GET', '/api/audit-events?per_page=2&page=1', { token: owner });
    const second = await api.call('GET', '/api/audit-events?per_page=2&page=2', { token: owner });
    expect(first.body.events).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(4);
    expect(first.body.events[1].id).toBeGreaterThan(second.body.events[0].id);
    const bad = await api.call('GET', '/api/audit-events?from=yesterday-ish', { token: owner });
    expect(bad.status).toBe(422);
    expect(bad.body.success).toBe(false);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const { db } = api.runtime.deps;
    await expect(sql`UPDATE audit_events SET action = 'nothing'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_events`.execute(db)).rejects.toThrow(/append-only/);
  });
});
