import { describe, expect, it } from 'vitest';
import { expectAdminOnly, expectCreated, expectDeletedThenGone } from './support/crud-checks.ts';
import { useTestApi } from './support/test-api.ts';
import { ukDate } from './support/uk-calendar.ts';

const api = useTestApi();

const tenPercent = {
  title: '10% off for NHS staff',
  description: 'Show your NHS badge to the driver.',
  discount_type: 'percentage',
  discount_value: 10,
  code: 'NHS10',
  valid_from: ukDate(-1),
  valid_until: ukDate(30),
  is_active: true,
  applicable_services: ['Towing Service', 'Breakdown Recovery'],
};

async function create(token: string, changes: Record<string, unknown> = {}) {
  const answer = await api.call('POST', '/api/promotions', {
    token,
    body: { ...tenPercent, ...changes },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.promotion;
}

async function expectRefused(body: Record<string, unknown>, field: string) {
  const token = await api.login();
  const answer = await api.call('POST', '/api/promotions', { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.success).toBe(false);
  expect(answer.body.message).toEqual(expect.any(String));
  expect(Object.keys(answer.body.errors)).toContain(field);
  return answer;
}

describe('promotions', () => {
  it('lets an admin create a promotion and answers with it as stored', async () => {
    await expectCreated(api, 'promotion', tenPercent, { ...tenPercent, service_type: null });
  });

  it('lists every promotion, active or not, for the admin', async () => {
    const token = await api.login();
    const hidden = await create(token, { title: 'Switched off', is_active: false });
    const expired = await create(token, {
      title: 'Long gone',
      valid_from: ukDate(-60),
      valid_until: ukDate(-30),
    });
    const answer = await api.call('GET', '/api/promotions', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const ids = answer.body.promotions.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([hidden.id, expired.id]));
  });

  it('updates a whole promotion and flips is_active', async () => {
    const token = await api.login();
    const created = await create(token);
    const { id, created_at, updated_at, ...record } = created;
    const answer = await api.call('PUT', `/api/promotions/${id}`, {
      token,
      body: { ...record, is_active: false, discount_value: 12.5 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Promotion updated successfully',
      promotion: { id, is_active: false, discount_value: 12.5 },
    });
    const list = await api.call('GET', '/api/promotions', { token });
    const stored = list.body.promotions.find((p: { id: number }) => p.id === id);
    expect(stored).toMatchObject({ is_active: false, discount_value: 12.5 });
  });

  it('deletes a promotion, then answers 404 for it', async () => {
    const token = await api.login();
    const { id } = await create(token);
    await expectDeletedThenGone(api, token, `/api/promotions/${id}`, 'Promotion', tenPercent);
  });

  it('refuses a promotion that ends before it starts, naming valid_until', async () => {
    const answer = await expectRefused(
      { ...tenPercent, valid_from: ukDate(10), valid_until: ukDate(9) },
      'valid_until',
    );
    expect(answer.body.errors.valid_until).toEqual(['Valid until cannot be before valid from']);
    expect(answer.body.errors.valid_from).toBeUndefined();
  });

  it('accepts a promotion valid for a single day', async () => {
    const token = await api.login();
    const promotion = await create(token, { valid_from: ukDate(5), valid_until: ukDate(5) });
    expect(promotion.valid_from).toBe(promotion.valid_until);
  });

  it('refuses a percentage or fixed discount without a value', async () => {
    for (const discount_type of ['percentage', 'fixed']) {
      await expectRefused({ ...tenPercent, discount_type, discount_value: null }, 'discount_value');
      const { discount_value: _omitted, ...withoutValue } = tenPercent;
      await expectRefused({ ...withoutValue, discount_type }, 'discount_value');
    }
  });

  it('refuses a negative discount', async () => {
    await expectRefused(
      { ...tenPercent, discount_type: 'fixed', discount_value: -5 },
      'discount_value',
    );
    await expectRefused({ ...tenPercent, discount_value: -0.01 }, 'discount_value');
  });

  it('refuses a percentage over 100 but allows a fixed amount over 100', async () => {
    const answer = await expectRefused({ ...tenPercent, discount_value: 100.01 }, 'discount_value');
    expect(answer.body.errors.discount_value).toEqual(['A percentage discount cannot exceed 100']);
    const token = await api.login();
    const whole = await create(token, { discount_value: 100 });
    expect(whole.discount_value).toBe(100);
    const fixed = await create(token, { discount_type: 'fixed', discount_value: 150 });
    expect(fixed.discount_value).toBe(150);
  });

  it('refuses an unknown discount type', async () => {
    await expectRefused({ ...tenPercent, discount_type: 'bogus' }, 'discount_type');
    await expectRefused({ ...tenPercent, discount_type: 'PERCENTAGE' }, 'discount_type');
  });

  it('refuses dates that are not real calendar dates', async () => {
    for (const bad of ['2026-02-30', 'tomorrow', '2026-13-01', '30/01/2026', '', 20260101]) {
      await expectRefused({ ...tenPercent, valid_from: bad }, 'valid_from');
      await expectRefused({ ...tenPercent, valid_until: bad }, 'valid_until');
    }
  });

  it('refuses a promotion without its required fields', async () => {
    const token = await api.login();
    const answer = await api.call('POST', '/api/promotions', { token, body: {} });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'discount_type',
        'valid_from',
        'valid_until',
      ]),
    );
  });

  it('stores no value for a free promotion, even when a number is sent', async () => {
    const token = await api.login();
    const free = await create(token, { discount_type: 'free', discount_value: 25 });
    expect(free.discount_type).toBe('free');
    expect(free.discount_value).toBeNull();
    const withoutValue = await create(token, { discount_type: 'free', discount_value: null });
    expect(withoutValue.discount_value).toBeNull();

    const { id, created_at, updated_at, ...record } = await create(token);
    const changed = await api.call('PUT', `/api/promotions/${id}`, {
      token,
      body: { ...record, discount_type: 'free' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.promotion).toMatchObject({ discount_type: 'free', discount_value: null });
  });

  it('keeps pence in a fixed discount', async () => {
    const token = await api.login();
    const promotion = await create(token, { discount_type: 'fixed', discount_value: 7.5 });
    expect(promotion.discount_value).toBe(7.5);
  });

  it('shows visitors only switched-on promotions valid on the UK date today', async () => {
    const token = await api.login();
    const running = await create(token, { title: 'Running' });
    const endsToday = await create(token, {
      title: 'Ends today',
      valid_from: ukDate(-10),
      valid_until: ukDate(0),
    });
    const startsToday = await create(token, {
      title: 'Starts today',
      valid_from: ukDate(0),
      valid_until: ukDate(3),
    });
    const inactive = await create(token, { title: 'Inactive', is_active: false });
    const expired = await create(token, {
      title: 'Expired',
      valid_from: ukDate(-10),
      valid_until: ukDate(-1),
    });
    const notYet = await create(token, {
      title: 'Not yet',
      valid_from: ukDate(1),
      valid_until: ukDate(30),
    });

    const answer = await api.call('GET', '/api/promotions/active');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const ids = answer.body.promotions.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([running.id, endsToday.id, startsToday.id]));
    for (const hidden of [inactive, expired, notYet]) expect(ids).not.toContain(hidden.id);
    for (const promotion of answer.body.promotions) {
      expect(promotion.is_active).toBe(true);
      expect(promotion.valid_from <= ukDate(0)).toBe(true);
      expect(promotion.valid_until >= ukDate(0)).toBe(true);
    }
  });

  it('takes the public list without a token', async () => {
    const answer = await api.call('GET', '/api/promotions/active', { token: 'not-a-token' });
    expect(answer.status).toBe(200);
  });

  it('refuses every admin call without a valid token', async () => {
    await expectAdminOnly(api, '/api/promotions', tenPercent);
  });
});
