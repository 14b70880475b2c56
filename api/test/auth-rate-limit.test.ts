import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApi } from './support/test-api.ts';

const api = useTestApi({ LOGIN_RATE_LIMIT: '3/15m' });

function loginFrom(ip: string, password = 'a-wrong-password') {
  return api.call('POST', '/api/auth/login', {
    body: { email: ADMIN.email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('sign-in rate limit', () => {
  it('answers 429 with a message and Retry-After on the 4th attempt from one address, while another address still gets through', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await loginFrom('203.0.113.7')).status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await loginFrom('203.0.113.7', ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(/too many/i) });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const other = await loginFrom('198.51.100.20', ADMIN.password);
    expect(other.status).toBe(200);
    expect(other.body.success).toBe(true);
  });

  it('cannot be dodged by a client that puts addresses of its own in front of the proxy’s', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      await loginFrom(`10.9.8.${attempt}, 192.0.2.50`);
    }
    expect((await loginFrom('10.9.8.99, 192.0.2.50', ADMIN.password)).status).toBe(429);
    expect((await loginFrom('192.0.2.50, 192.0.2.51')).status).toBe(401);
  });
});
