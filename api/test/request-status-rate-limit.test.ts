import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi({ STATUS_RATE_LIMIT: '3/10m' });

function lookUp(ip: string, token: string) {
  return api.call('GET', `/api/requests/status/${token}`, { headers: { 'x-forwarded-for': ip } });
}

describe('status look-ups are rate limited per address', () => {
  it('answers 429 after 3 look-ups, found or not, even to a right token, and lets another address through', async () => {
    const sent = await api.call('POST', '/api/callback-requests', {
      body: { name: 'Sam', phone: '07700 900555', location: 'Walsall', service_type: 'Towing' },
    });
    const token = sent.body.request.status_url.split('/').pop();
    const guesser = '203.0.113.9';
    for (let guess = 0; guess < 3; guess++) {
      expect((await lookUp(guesser, 'B'.repeat(42) + String(guess))).status).toBe(404);
    }
    const blocked = await lookUp(guesser, token);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: expect.stringMatching(/too many status look-ups/i),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await lookUp('198.51.100.4', token)).status).toBe(200);
  });
});
