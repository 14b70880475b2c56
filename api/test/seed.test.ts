import { REVIEW_SERVICE_TYPES, SEO_PAGES, SERVED_AREAS } from '@tow/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed/seed.ts';
import { SEEDED_SERVICE_NAMES } from './support/seeded-services.ts';
import { useTestApi } from './support/test-api.ts';
import { ukDate } from './support/uk-calendar.ts';

interface Named {
  id: number;
  [field: string]: unknown;
}

describe('a database started with SEED_DEMO=true', () => {
  const api = useTestApi({ SEED_DEMO: 'true' });

  async function adminList(path: string, field: string): Promise<Named[]> {
    const token = await api.login();
    const answer = await api.call('GET', path, { token });
    expect(answer.status).toBe(200);
    return answer.body[field];
  }

  it('offers visitors the six services, each described with features', async () => {
    const answer = await api.call('GET', '/api/services/active');
    expect(answer.status).toBe(200);
    const services = answer.body.services as Named[];
    expect(services.map((s) => s.name)).toEqual(SEEDED_SERVICE_NAMES);
    for (const service of services) {
      expect(service.short_description, String(service.name)).toEqual(expect.any(String));
      expect((service.description as string).length).toBeGreaterThan(100);
      expect((service.features as string[]).length).toBeGreaterThanOrEqual(3);
      for (const feature of service.features as string[]) expect(feature.trim()).not.toBe('');
      expect(service.is_active).toBe(true);
    }
  });

  it('has promotions of each discount type, one expiring soon, one expired and one inactive', async () => {
    const promotions = await adminList('/api/promotions', 'promotions');
    const types = new Set(promotions.map((p) => p.discount_type));
    expect([...types].sort()).toEqual(['fixed', 'free', 'percentage']);
    const today = ukDate(0);
    const inAWeek = ukDate(7);
    const live = (p: Named) => p.is_active && (p.valid_from as string) <= today;
    const expiringSoon = promotions.filter(
      (p) => live(p) && (p.valid_until as string) >= today && (p.valid_until as string) <= inAWeek,
    );
    const expired = promotions.filter((p) => (p.valid_until as string) < today);
    const inactive = promotions.filter((p) => !p.is_active);
    expect(expiringSoon).toHaveLength(1);
    expect(expired).toHaveLength(1);
    expect(inactive).toHaveLength(1);
    for (const p of promotions) {
      if (p.discount_type === 'free') expect(p.discount_value).toBeNull();
      else expect(p.discount_value).toEqual(expect.any(Number));
    }

    const active = await api.call('GET', '/api/promotions/active');
    const activeIds = active.body.promotions.map((p: Named) => p.id);
    expect(activeIds).toContain(expiringSoon[0]?.id);
    expect(activeIds).not.toContain(expired[0]?.id);
    expect(activeIds).not.toContain(inactive[0]?.id);
  });

  it('has about a dozen reviews across the five service types: most approved, three featured, two pending', async () => {
    const reviews = await adminList('/api/reviews', 'reviews');
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    expect(reviews.length).toBeLessThanOrEqual(14);
    expect(new Set(reviews.map((r) => r.service_type))).toEqual(new Set(REVIEW_SERVICE_TYPES));
    const approved = reviews.filter((r) => r.is_approved);
    const pending = reviews.filter((r) => !r.is_approved);
    expect(approved.length).toBeGreaterThan(reviews.length / 2);
    expect(pending).toHaveLength(2);
    const featured = reviews.filter((r) => r.is_featured);
    expect(featured).toHaveLength(3);

    const publicFeatured = await api.call('GET', '/api/reviews/featured');
    expect(publicFeatured.body.reviews).toHaveLength(3);
    const publicApproved = await api.call('GET', '/api/reviews/approved');
    expect(publicApproved.body.reviews).toHaveLength(approved.length);
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
  });

  it('has the eight served areas with slugs and descriptions, in order', async () => {
    const answer = await api.call('GET', '/api/locations/active');
    const locations = answer.body.locations as Named[];
    expect(locations.map((l) => l.name)).toEqual(SERVED_AREAS);
    for (const location of locations) {
      expect(location.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect((location.description as string).length).toBeGreaterThan(50);
    }
    expect(locations.map((l) => l.slug)).toContain('sutton-coldfield');
    expect(await adminList('/api/locations', 'locations')).toHaveLength(8);
  });

  it('has SEO settings for all seven pages within the 60 and 160 character limits', async () => {
    const settings = await adminList('/api/seo-settings', 'settings');
    expect(settings.map((s) => s.page).sort()).toEqual([...SEO_PAGES].sort());
    for (const setting of settings) {
      const title = setting.meta_title as string;
      const description = setting.meta_description as string;
      expect(title.length, `${setting.page} title`).toBeGreaterThan(0);
      expect(title.length, `${setting.page} title`).toBeLessThanOrEqual(60);
      expect(description.length, `${setting.page} description`).toBeGreaterThan(0);
      expect(description.length, `${setting.page} description`).toBeLessThanOrEqual(160);
      const data = setting.structured_data;
      if (data !== null) expect(typeof data).toBe('object');
      expect(Array.isArray(data)).toBe(false);
    }
  });

  it('has callback requests in every status and every urgency', async () => {
    const requests = await adminList('/api/callback-requests', 'requests');
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['pending', 'contacted', 'completed', 'cancelled']),
    );
    expect(new Set(requests.map((r) => r.urgency))).toEqual(
      new Set(['low', 'medium', 'high', 'emergency']),
    );
  });

  it('adds nothing when seeded again', async () => {
    const counts = async () => ({
      services: (await adminList('/api/services', 'services')).length,
      promotions: (await adminList('/api/promotions', 'promotions')).length,
      reviews: (await adminList('/api/reviews', 'reviews')).length,
      locations: (await adminList('/api/locations', 'locations')).length,
      settings: (await adminList('/api/seo-settings', 'settings')).length,
      requests: (await adminList('/api/callback-requests', 'requests')).length,
    });
    const before = await counts();
    expect(await seedDemoContent(api.runtime.deps.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});

describe('a database started with SEED_DEMO=false', () => {
  const api = useTestApi({ SEED_DEMO: 'false' });

  it('has no services and no other demo content', async () => {
    const services = await api.call('GET', '/api/services/active');
    expect(services.status).toBe(200);
    expect(services.body.services).toEqual([]);
    const token = await api.login();
    for (const [path, field] of [
      ['/api/services', 'services'],
      ['/api/promotions', 'promotions'],
      ['/api/reviews', 'reviews'],
      ['/api/locations', 'locations'],
      ['/api/seo-settings', 'settings'],
      ['/api/callback-requests', 'requests'],
    ]) {
      const answer = await api.call('GET', path as string, { token });
      expect(answer.body[field as string], path).toEqual([]);
    }
  });
});

describe('demo content seeded in the hour after the autumn clock change', () => {
  const api = useTestApi({ SEED_DEMO: 'false' });

  it('dates promotions by UK calendar days from the UK date that night', async () => {
    // 00:30 BST on Sunday 25 October 2099; the clocks go back an hour later. (A date in the
    // future, because the demo's callback requests must not ask for a time already past.)
    expect(await seedDemoContent(api.runtime.deps.db, new Date('2099-10-24T23:30:00Z'))).toBe(true);
    const token = await api.login();
    const answer = await api.call('GET', '/api/promotions', { token });
    const byCode = Object.fromEntries(
      answer.body.promotions.map((p: Named) => [p.code, [p.valid_from, p.valid_until]]),
    );
    expect(byCode.NHS10).toEqual(['2099-09-25', '2099-12-24']);
    expect(byCode.JUMP15).toEqual(['2099-10-11', '2099-10-28']);
    expect(byCode.STUDENT10).toEqual(['2099-08-16', '2099-10-15']);
  });
});
