import { describe, expect, it } from 'vitest';
import { expectAdminOnly, expectCreated, expectDeletedThenGone } from './support/crud-checks.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();

const SEO_SETTINGS = { path: '/api/seo-settings', key: 'setting', label: 'SEO setting' };

const PAGES = ['home', 'about', 'services', 'contact', 'reviews', 'faq', 'promotions'];

const base = {
  meta_title: 'Towing & Breakdown Recovery in Birmingham',
  meta_description: '24/7 towing and breakdown recovery across Birmingham and the West Midlands.',
  meta_keywords: 'towing, recovery, Birmingham',
  structured_data: { '@context': 'https://schema.org', '@type': 'AutomotiveBusiness' },
  additional_head_tags: '',
  is_active: true,
};

/** Each test takes its own page(s) so that the one-setting-per-page rule never collides. */
async function create(token: string, page: string, changes: Record<string, unknown> = {}) {
  const answer = await api.call('POST', '/api/seo-settings', {
    token,
    body: { ...base, page, ...changes },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.setting;
}

async function remove(token: string, id: number) {
  const answer = await api.call('DELETE', `/api/seo-settings/${id}`, { token });
  expect(answer.status).toBe(200);
}

async function expectRefused(token: string, body: Record<string, unknown>, field: string) {
  const answer = await api.call('POST', '/api/seo-settings', { token, body });
  expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(422);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toEqual(expect.any(String));
  expect(Object.keys(answer.body.errors)).toContain(field);
}

describe('SEO settings', () => {
  it('lets an admin create a setting, answered under `setting`', async () => {
    const setting = await expectCreated(api, SEO_SETTINGS, { ...base, page: 'home' });
    await remove(await api.login(), setting.id);
  });

  it('lists settings under `settings`', async () => {
    const token = await api.login();
    const created = await create(token, 'about');
    const answer = await api.call('GET', '/api/seo-settings', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.settings).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: created.id, page: 'about' })]),
    );
    await remove(token, created.id);
  });

  it('accepts each of the seven pages and no other', async () => {
    const token = await api.login();
    const ids: number[] = [];
    for (const page of PAGES) ids.push((await create(token, page)).id);
    for (const id of ids) await remove(token, id);
    for (const page of ['blog', 'Home', '', 'privacy-policy']) {
      await expectRefused(token, { ...base, page }, 'page');
    }
    const { page: _none, ...withoutPage } = { ...base, page: 'home' };
    await expectRefused(token, withoutPage, 'page');
  });

  it('allows a meta title of 60 characters but not 61', async () => {
    const token = await api.login();
    const setting = await create(token, 'faq', { meta_title: 'T'.repeat(60) });
    expect(setting.meta_title).toHaveLength(60);
    await remove(token, setting.id);
    await expectRefused(token, { ...base, page: 'faq', meta_title: 'T'.repeat(61) }, 'meta_title');
  });

  it('allows a meta description of 160 characters but not 161', async () => {
    const token = await api.login();
    const setting = await create(token, 'faq', { meta_description: 'D'.repeat(160) });
    expect(setting.meta_description).toHaveLength(160);
    await remove(token, setting.id);
    await expectRefused(
      token,
      { ...base, page: 'faq', meta_description: 'D'.repeat(161) },
      'meta_description',
    );
  });

  it('counts characters, not bytes, against the limits', async () => {
    const token = await api.login();
    const setting = await create(token, 'faq', {
      meta_title: '£'.repeat(60),
      meta_description: 'é'.repeat(160),
    });
    expect(setting.meta_title).toBe('£'.repeat(60));
    await remove(token, setting.id);
  });

  it('requires a meta title and description', async () => {
    const token = await api.login();
    await expectRefused(token, { ...base, page: 'faq', meta_title: '   ' }, 'meta_title');
    await expectRefused(token, { ...base, page: 'faq', meta_description: '' }, 'meta_description');
  });

  it('keeps structured data given as an object, and null as null', async () => {
    const token = await api.login();
    const nested = { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'How fast?' }] };
    const withObject = await create(token, 'faq', { structured_data: nested });
    expect(withObject.structured_data).toEqual(nested);
    await remove(token, withObject.id);
    const withNull = await create(token, 'faq', { structured_data: null });
    expect(withNull.structured_data).toBeNull();
    await remove(token, withNull.id);
    const { structured_data: _absent, ...withoutData } = base;
    const answer = await api.call('POST', '/api/seo-settings', {
      token,
      body: { ...withoutData, page: 'faq' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.setting.structured_data).toBeNull();
    await remove(token, answer.body.setting.id);
  });

  it('refuses structured data that is not a JSON object', async () => {
    const token = await api.login();
    for (const structured_data of [[], [{ '@type': 'Thing' }], '{"@type":"Thing"}', 42, true]) {
      await expectRefused(token, { ...base, page: 'faq', structured_data }, 'structured_data');
    }
  });

  it('answers 409 with a message for a second setting on the same page', async () => {
    const token = await api.login();
    const first = await create(token, 'contact');
    const answer = await api.call('POST', '/api/seo-settings', {
      token,
      body: { ...base, page: 'contact', meta_title: 'Another contact title' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toEqual(expect.stringMatching(/already exist/));
    expect(answer.body.errors.page).toEqual([answer.body.message]);
    const list = await api.call('GET', '/api/seo-settings', { token });
    const forContact = list.body.settings.filter((s: { page: string }) => s.page === 'contact');
    expect(forContact).toEqual([
      expect.objectContaining({ id: first.id, meta_title: base.meta_title }),
    ]);
    await remove(token, first.id);
  });

  it('updates a setting but never its page', async () => {
    const token = await api.login();
    const { id, created_at, updated_at, ...record } = await create(token, 'services');
    const answer = await api.call('PUT', `/api/seo-settings/${id}`, {
      token,
      body: { ...record, page: 'reviews', meta_title: 'Our services', structured_data: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'SEO setting updated successfully',
      setting: { id, page: 'services', meta_title: 'Our services', structured_data: null },
    });
    const list = await api.call('GET', '/api/seo-settings', { token });
    const pages = list.body.settings.map((s: { page: string }) => s.page);
    expect(pages).toContain('services');
    expect(pages).not.toContain('reviews');

    const { page: _page, ...withoutPage } = record;
    const again = await api.call('PUT', `/api/seo-settings/${id}`, { token, body: withoutPage });
    expect(again.status).toBe(200);
    expect(again.body.setting.page).toBe('services');
    await remove(token, id);
  });

  it('applies the same limits on update', async () => {
    const token = await api.login();
    const { id, created_at, updated_at, ...record } = await create(token, 'promotions');
    for (const change of [
      { meta_title: 'T'.repeat(61) },
      { meta_description: 'D'.repeat(161) },
      { structured_data: ['not', 'an', 'object'] },
    ]) {
      const answer = await api.call('PUT', `/api/seo-settings/${id}`, {
        token,
        body: { ...record, ...change },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(Object.keys(change));
    }
    await remove(token, id);
  });

  it('deletes a setting, freeing its page, then answers 404 for it', async () => {
    const token = await api.login();
    const { id } = await create(token, 'reviews');
    await expectDeletedThenGone(api, token, `/api/seo-settings/${id}`, 'SEO setting');
    const recreated = await create(token, 'reviews');
    await remove(token, recreated.id);
  });

  it('refuses every call without a valid token', async () => {
    await expectAdminOnly(api, '/api/seo-settings', { ...base, page: 'home' });
  });
});
