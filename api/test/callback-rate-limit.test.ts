import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi({ CALLBACK_RATE_LIMIT: '2/10m' });

let drivers = 0;

/** Each submission from its own phone: the same phone within 30 minutes would join the first. */
function submitFrom(ip: string, name: string) {
  const phone = `07700 90010${++drivers}`;
  return api.call('POST', '/api/callback-requests', {
    headers: { 'x-forwarded-for': ip },
    body: { name, phone, location: 'Walsall', service_type: 'Towing Service' },
  });
}

describe('callback request rate limit', () => {
  it('answers 429 with a clear message to the third submission from one address, stores none of it, and lets another address through', async () => {
    expect((await submitFrom('203.0.113.7', 'First Try')).status).toBe(201);
    expect((await submitFrom('203.0.113.7', 'Second Try')).status).toBe(201);

    const blocked = await submitFrom('203.0.113.7', 'Third Try');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: expect.stringMatching(/too many callback requests.*call us/i),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await submitFrom('198.51.100.20', 'Other Caller');
    expect(other.status).toBe(201);

    const list = await api.call('GET', '/api/callback-requests', { token: await api.login() });
    const names = list.body.requests.map((r: { name: string }) => r.name).sort();
    expect(names).toEqual(['First Try', 'Other Caller', 'Second Try']);
  });
});
