import { describe, expect, it } from 'vitest';
import { demoContent } from '../src/db/seed/demo-content.ts';
import { addStaffMember, teamMember } from './support/staff.ts';
import { type TestApi, useTestApi } from './support/test-api.ts';

interface Row {
  id: number;
  [field: string]: unknown;
}

const seeded = demoContent(new Date());

async function list(api: TestApi, token: string, path: string, field: string): Promise<Row[]> {
  const answer = await api.call('GET', path, { token });
  expect(answer.status).toBe(200);
  return answer.body[field];
}

async function checklist(api: TestApi, token: string) {
  const answer = await api.call('GET', '/api/getting-started', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const done = Object.fromEntries(
    answer.body.checklist.items.map((item: { step: string; done: boolean }) => [
      item.step,
      item.done,
    ]),
  );
  return { ...answer.body.checklist, done };
}

describe('"Make it yours" on the demo', () => {
  const api = useTestApi({ SEED_DEMO: 'true' });

  it('shows the checklist with nothing done and every demo request, review and offer counted', async () => {
    const token = await api.login();
    const answer = await checklist(api, token);
    expect(answer.show).toBe(true);
    expect(answer.items.map((item: { step: string }) => item.step)).toEqual([
      'profile',
      'areas',
      'photos',
      'words',
      'demo',
    ]);
    expect(answer.done).toEqual({
      profile: false,
      areas: false,
      photos: false,
      words: false,
      demo: false,
    });
    expect(answer.demo).toEqual({
      callback_requests: seeded.callbackRequests.length,
      reviews: seeded.reviews.length,
      promotions: seeded.promotions.length,
    });
  });

  it('refuses staff the removal and lets them read the checklist', async () => {
    const owner = await api.login();
    const staff = await addStaffMember(api, owner, teamMember('Sam Staff'));
    expect((await api.call('GET', '/api/getting-started', { token: staff.token })).status).toBe(
      200,
    );
    const refused = await api.call('DELETE', '/api/demo-content', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only an owner can remove the demo content. Ask an owner of this console.',
    );
    expect((await api.call('DELETE', '/api/demo-content')).status).toBe(401);
    expect((await checklist(api, owner)).demo.reviews).toBe(seeded.reviews.length);
  });

  it('removes exactly the demo rows still as seeded, keeping what the owner added or changed', async () => {
    const token = await api.login();
    const reviews = await list(api, token, '/api/reviews', 'reviews');
    const requests = await list(api, token, '/api/callback-requests', 'requests');
    const promotions = await list(api, token, '/api/promotions', 'promotions');
    const services = await list(api, token, '/api/services', 'services');
    const locations = await list(api, token, '/api/locations', 'locations');

    // The owner's own review, and a demo review and request they changed: all three are theirs.
    const added = await api.call('POST', '/api/reviews', {
      token,
      body: {
        customer_name: 'Priya from Headingley',
        review_text: 'Came out at 2am on the ring road, kind and quick.',
        rating: 5,
      },
    });
    expect(added.status).toBe(201);
    const changed = reviews[0] as Row;
    const { id: _id, created_at: _created, ...changedFields } = changed;
    const edit = await api.call('PUT', `/api/reviews/${changed.id}`, {
      token,
      body: { ...changedFields, review_text: `${changed.review_text} (checked by the owner)` },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const pending = requests.find((r) => r.status === 'pending') as Row;
    const ack = await api.call('POST', `/api/callback-requests/${pending.id}/acknowledge`, {
      token,
    });
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    const before = await checklist(api, token);
    expect(before.demo).toEqual({
      callback_requests: requests.length - 1,
      reviews: reviews.length - 1,
      promotions: promotions.length,
    });

    const removed = await api.call('DELETE', '/api/demo-content', { token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.removed).toEqual(before.demo);
    expect(removed.body.message).toBe(
      `Removed ${before.demo.callback_requests} demo requests, ${before.demo.reviews} reviews and ${before.demo.promotions} offers`,
    );

    const reviewsLeft = await list(api, token, '/api/reviews', 'reviews');
    expect(reviewsLeft.map((r) => r.id).sort()).toEqual([changed.id, added.body.review.id].sort());
    const requestsLeft = await list(api, token, '/api/callback-requests', 'requests');
    expect(requestsLeft.map((r) => r.id)).toEqual([pending.id]);
    const history = await api.call('GET', `/api/callback-requests/${requests[1]?.id}/history`, {
      token,
    });
    expect(history.status).toBe(404);
    expect(await list(api, token, '/api/promotions', 'promotions')).toEqual([]);
    // The site's pages stay: services and areas are edited, not started again.
    expect(await list(api, token, '/api/services', 'services')).toHaveLength(services.length);
    expect(await list(api, token, '/api/locations', 'locations')).toHaveLength(locations.length);

    const after = await checklist(api, token);
    expect(after.show).toBe(false);
    expect(after.done.demo).toBe(true);
    expect(after.demo).toEqual({ callback_requests: 0, reviews: 0, promotions: 0 });

    const trail = await api.call('GET', '/api/audit-events?entity=demo_content', { token });
    expect(trail.body.events).toHaveLength(1);
    expect(trail.body.events[0]).toMatchObject({
      action: 'remove_demo_content',
      actor: { name: 'Olivia Owner' },
      changes: {
        callback_requests: { after: before.demo.callback_requests },
        reviews: { after: before.demo.reviews },
        promotions: { after: before.demo.promotions },
      },
    });

    const again = await api.call('DELETE', '/api/demo-content', { token });
    expect(again.body.message).toBe('No demo content was left to remove');
  });

  it('ticks the words once the owner has published a site text', async () => {
    const token = await api.login();
    expect((await checklist(api, token)).done.words).toBe(false);
    const published = await api.call('PUT', '/api/site-text/about-story', {
      token,
      body: { heading: 'Our story', body: 'Family run since 1998.' },
    });
    expect(published.status).toBe(200);
    expect((await checklist(api, token)).done.words).toBe(true);
  });

  it('ticks the areas once the owner has added an area and every active area has its postcode districts', async () => {
    const token = await api.login();
    expect((await checklist(api, token)).done.areas).toBe(false);
    const added = await api.call('POST', '/api/locations', {
      token,
      body: { name: 'Leeds city centre', slug: 'leeds' },
    });
    expect(added.status).toBe(201);
    // An active area without districts: nobody there can check they are covered.
    const without = await checklist(api, token);
    expect(without.done.areas).toBe(false);
    expect(without.areas_without_districts).toContain('Leeds city centre');
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = added.body.location;
    const districts = await api.call('PUT', `/api/locations/${added.body.location.id}`, {
      token,
      body: { ...fields, postcode_districts: ['LS1', 'LS2'] },
    });
    expect(districts.status, JSON.stringify(districts.body)).toBe(200);
    // The demo's Water Orton shares its districts with its neighbours: it lists none.
    const before = await checklist(api, token);
    expect(before.done.areas).toBe(false);
    expect(before.areas_without_districts).toEqual(['Water Orton']);
    const locations = await list(api, token, '/api/locations', 'locations');
    const waterOrton = locations.find((l) => l.name === 'Water Orton') as Row;
    const { id: _wid, created_at: _wc, updated_at: _wu, ...waterFields } = waterOrton;
    await api.call('PUT', `/api/locations/${waterOrton.id}`, {
      token,
      body: { ...waterFields, is_active: false },
    });
    const after = await checklist(api, token);
    expect(after.areas_without_districts).toEqual([]);
    expect(after.done.areas).toBe(true);
  });
});

describe('"Make it yours" for a company started with its own name and number', () => {
  const api = useTestApi({
    SEED_DEMO: 'true',
    SITE_NAME: 'Aire Valley Recovery',
    SITE_PHONE: '0113 496 0000',
  });

  it('ticks the profile and never the photos while there is no media library', async () => {
    const token = await api.login();
    const answer = await checklist(api, token);
    expect(answer.done.profile).toBe(true);
    expect(answer.done.photos).toBe(false);
  });
});
