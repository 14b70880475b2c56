import { describe, expect, it } from 'vitest';
import { expectAdminOnly, expectCreated, expectDeletedThenGone } from './support/crud-checks.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

const review = {
  customer_name: 'Sarah K.',
  customer_location: 'Sutton Coldfield',
  review_text: 'Broke down on the M6 at 2am; the driver was with us in 40 minutes.',
  rating: 5,
  service_type: 'Breakdown Recovery',
  service_date: '2026-01-10',
  is_featured: false,
  is_approved: true,
};

const REVIEW_SERVICE_TYPES = [
  'Towing Service',
  'Breakdown Recovery',
  'Battery Jump Start',
  'Fuel Delivery',
  'General Service',
];

async function create(token: string, changes: Record<string, unknown> = {}) {
  const answer = await api.call('POST', '/api/reviews', { token, body: { ...review, ...changes } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.review;
}

/** A visitor's list of reviews (no token), checked to answer 200 with success. */
async function publicReviews(
  path: string,
): Promise<Array<{ id: number; is_approved: boolean; is_featured: boolean }>> {
  const answer = await api.call('GET', path);
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.reviews;
}

function idsOf(list: { id: number }[]): number[] {
  return list.map((r) => r.id);
}

describe('reviews', () => {
  it('lets an admin create a review and answers with it as stored', async () => {
    await expectCreated(api, 'review', review);
  });

  it('fills in approved, not featured and General Service when they are left out', async () => {
    const token = await api.login();
    const answer = await api.call('POST', '/api/reviews', {
      token,
      body: { customer_name: 'Mo', review_text: 'Quick and friendly.', rating: 4 },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.review).toMatchObject({
      customer_name: 'Mo',
      customer_location: '',
      rating: 4,
      is_approved: true,
      is_featured: false,
      service_type: 'General Service',
      service_date: null,
    });
  });

  it('accepts every whole rating from 1 to 5', async () => {
    const token = await api.login();
    for (const rating of [1, 2, 3, 4, 5]) {
      expect((await create(token, { rating })).rating).toBe(rating);
    }
  });

  it('refuses a rating that is not a whole number from 1 to 5', async () => {
    const token = await api.login();
    for (const rating of [0, 6, 4.5, -1, '5', null]) {
      const answer = await api.call('POST', '/api/reviews', {
        token,
        body: { ...review, rating },
      });
      expect(answer.status, `rating ${rating}`).toBe(422);
      expect(answer.body.success).toBe(false);
      expect(Object.keys(answer.body.errors)).toEqual(['rating']);
    }
    const { rating: _missing, ...withoutRating } = review;
    const missing = await api.call('POST', '/api/reviews', { token, body: withoutRating });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.rating).toEqual(['Rating is required']);
  });

  it('accepts each of the five review service types', async () => {
    const token = await api.login();
    for (const service_type of REVIEW_SERVICE_TYPES) {
      expect((await create(token, { service_type })).service_type).toBe(service_type);
    }
  });

  it('refuses any other service type', async () => {
    const token = await api.login();
    for (const service_type of ['Accident Recovery', 'towing service', 'Car Wash', '']) {
      const answer = await api.call('POST', '/api/reviews', {
        token,
        body: { ...review, service_type },
      });
      expect(answer.status, service_type).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['service_type']);
    }
  });

  it('refuses a review without a name or text', async () => {
    const token = await api.login();
    const answer = await api.call('POST', '/api/reviews', {
      token,
      body: { ...review, customer_name: '  ', review_text: '' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(
      expect.arrayContaining(['customer_name', 'review_text']),
    );
  });

  it('updates a whole review', async () => {
    const token = await api.login();
    const { id, created_at, ...record } = await create(token);
    const answer = await api.call('PUT', `/api/reviews/${id}`, {
      token,
      body: { ...record, rating: 3, review_text: 'Good, if a little late.' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Review updated successfully',
      review: { id, created_at, rating: 3, review_text: 'Good, if a little late.' },
    });
  });

  it('toggles approval by sending the whole record, which moves it on and off the public list', async () => {
    const token = await api.login();
    const { id, created_at, ...record } = await create(token);
    expect(idsOf((await api.call('GET', '/api/reviews/approved')).body.reviews)).toContain(id);

    const off = await api.call('PUT', `/api/reviews/${id}`, {
      token,
      body: { ...record, is_approved: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.review).toMatchObject({ ...record, is_approved: false });
    expect(idsOf((await api.call('GET', '/api/reviews/approved')).body.reviews)).not.toContain(id);

    const on = await api.call('PUT', `/api/reviews/${id}`, {
      token,
      body: { ...off.body.review, id: undefined, created_at: undefined, is_approved: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.review.is_approved).toBe(true);
    expect(idsOf((await api.call('GET', '/api/reviews/approved')).body.reviews)).toContain(id);
  });

  it('shows visitors only approved reviews', async () => {
    const token = await api.login();
    const approved = await create(token, { customer_name: 'Approved' });
    const pending = await create(token, { customer_name: 'Pending', is_approved: false });
    const reviews = await publicReviews('/api/reviews/approved');
    const ids = idsOf(reviews);
    expect(ids).toContain(approved.id);
    expect(ids).not.toContain(pending.id);
    expect(reviews.every((r: { is_approved: boolean }) => r.is_approved)).toBe(true);
  });

  it('features only reviews that are both featured and approved', async () => {
    const token = await api.login();
    const featured = await create(token, { customer_name: 'Featured', is_featured: true });
    const unapproved = await create(token, {
      customer_name: 'Featured, not approved',
      is_featured: true,
      is_approved: false,
    });
    const plain = await create(token, { customer_name: 'Plain' });
    const reviews = await publicReviews('/api/reviews/featured');
    const ids = idsOf(reviews);
    expect(ids).toContain(featured.id);
    expect(ids).not.toContain(unapproved.id);
    expect(ids).not.toContain(plain.id);
    for (const r of reviews) expect(r).toMatchObject({ is_featured: true, is_approved: true });
  });

  it('lists every review, approved or not, for the admin', async () => {
    const token = await api.login();
    const pending = await create(token, { is_approved: false });
    const answer = await api.call('GET', '/api/reviews', { token });
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body.reviews)).toContain(pending.id);
  });

  it('deletes a review, then answers 404 for it', async () => {
    const token = await api.login();
    const { id } = await create(token);
    await expectDeletedThenGone(api, token, `/api/reviews/${id}`, 'Review', review);
  });

  it('refuses every admin call without a valid token', async () => {
    await expectAdminOnly(api, '/api/reviews', review);
  });
});
