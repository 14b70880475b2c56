import { describe, expect, it } from 'vitest';
import { expectAdminOnly, expectCreated, expectDeletedThenGone } from './support/crud-checks.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

const location = {
  name: 'Walsall',
  slug: 'walsall',
  description: 'Walsall, Bloxwich, Aldridge and the M6 between junctions 7 and 10.',
  is_active: true,
  sort_order: 1,
};

/** `POST /api/locations` as the signed-in `token`. */
const post = (token: string, body: unknown) => api.call('POST', '/api/locations', { token, body });

let counter = 0;
/** A location with a name and slug of its own, so the one-slug-per-location rule never collides. */
async function create(token: string, changes: Record<string, unknown> = {}) {
  counter += 1;
  const answer = await post(token, {
    ...location,
    name: `Area ${counter}`,
    slug: `area-${counter}`,
    ...changes,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.location;
}

describe('locations', () => {
  it('lets an admin create a location and answers with it as stored', async () => {
    await expectCreated(api, 'location', location);
  });

  it('makes the slug from the name when none is given', async () => {
    const token = await api.login();
    const absent = await post(token, { name: 'Sutton Coldfield' });
    expect(absent.status).toBe(201);
    expect(absent.body.location).toMatchObject({
      name: 'Sutton Coldfield',
      slug: 'sutton-coldfield',
      description: '',
      is_active: true,
      sort_order: 0,
    });
    const empty = await create(token, { name: 'Water Orton', slug: '' });
    expect(empty.slug).toBe('water-orton');
    const nulled = await create(token, { name: 'Castle Bromwich & Shard End', slug: null });
    expect(nulled.slug).toBe('castle-bromwich-and-shard-end');
  });

  it('keeps a slug that is given', async () => {
    const token = await api.login();
    const created = await create(token, { name: 'Royal Sutton Coldfield', slug: 'royal-sutton' });
    expect(created.slug).toBe('royal-sutton');
  });

  it('refuses a slug that is not lowercase words joined by single hyphens', async () => {
    const token = await api.login();
    for (const slug of ['Bad Slug!', 'Upper', 'double--hyphen', '-leading', 'trailing-', 'a_b']) {
      const answer = await post(token, { ...location, name: 'Somewhere', slug });
      expect(answer.status, slug).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(Object.keys(answer.body.errors)).toEqual(['slug']);
    }
  });

  it('answers 409 with a message for a slug already in use', async () => {
    const token = await api.login();
    await create(token, { name: 'Coleshill', slug: 'coleshill' });
    const explicit = await post(token, { ...location, name: 'Coleshill again', slug: 'coleshill' });
    expect(explicit.status).toBe(409);
    expect(explicit.body.success).toBe(false);
    expect(explicit.body.message).toBe('A location with this slug already exists');
    expect(explicit.body.errors).toEqual({ slug: [explicit.body.message] });
    const derived = await post(token, { name: 'Coleshill' });
    expect(derived.status).toBe(409);
  });

  it('answers 409 when an update takes another location’s slug', async () => {
    const token = await api.login();
    const taken = await create(token);
    const { id, created_at, updated_at, ...record } = await create(token);
    const answer = await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { ...record, slug: taken.slug },
    });
    expect(answer.status).toBe(409);
  });

  it('refuses a negative or fractional sort order', async () => {
    const token = await api.login();
    for (const sort_order of [-1, 1.5, '3']) {
      const answer = await post(token, {
        ...location,
        name: 'Somewhere',
        slug: 'somewhere',
        sort_order,
      });
      expect(answer.status, String(sort_order)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['sort_order']);
    }
  });

  it('refuses a location without a name', async () => {
    const token = await api.login();
    const answer = await post(token, { name: '  ' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Name is required');
  });

  it('shows visitors only active locations, ordered by sort_order', async () => {
    const token = await api.login();
    const third = await create(token, { sort_order: 30 });
    const first = await create(token, { sort_order: 10 });
    const hidden = await create(token, { sort_order: 15, is_active: false });
    const second = await create(token, { sort_order: 20 });
    const answer = await api.call('GET', '/api/locations/active');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const ids = answer.body.locations.map((l: { id: number }) => l.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.filter((id: number) => [first.id, second.id, third.id].includes(id))).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    const orders = answer.body.locations.map((l: { sort_order: number }) => l.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(answer.body.locations.every((l: { is_active: boolean }) => l.is_active)).toBe(true);

    const all = await api.call('GET', '/api/locations', { token });
    expect(all.body.locations.map((l: { id: number }) => l.id)).toContain(hidden.id);
  });

  it('updates a whole location and flips is_active', async () => {
    const token = await api.login();
    const { id, created_at, updated_at, ...record } = await create(token);
    const answer = await api.call('PUT', `/api/locations/${id}`, {
      token,
      body: { ...record, is_active: false, description: 'Now closed' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Location updated successfully',
      location: { id, slug: record.slug, is_active: false, description: 'Now closed' },
    });
    const active = await api.call('GET', '/api/locations/active');
    expect(active.body.locations.map((l: { id: number }) => l.id)).not.toContain(id);
  });

  it('deletes a location, then answers 404 for it', async () => {
    const token = await api.login();
    const { id } = await create(token);
    await expectDeletedThenGone(api, token, `/api/locations/${id}`, 'Location');
  });

  it('refuses every admin call without a valid token', async () => {
    await expectAdminOnly(api, '/api/locations', location);
  });
});
