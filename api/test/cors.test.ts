import { describe, expect, it } from 'vitest';
import { readApiConfig } from '../src/env.ts';
import { useTestApi } from './support/test-api.ts';

const CONSOLE = 'https://console.example.com';
const OTHER_CONSOLE = 'https://staff.example.org';
const STRANGER = 'https://evil.example.net';

const corsHeaders = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.startsWith('access-control-'));

const preflight = (origin: string) => ({
  headers: {
    Origin: origin,
    'Access-Control-Request-Method': 'PUT',
    'Access-Control-Request-Headers': 'authorization,content-type',
  },
});

describe('an API with CORS_ORIGINS set', () => {
  const api = useTestApi({ CORS_ORIGINS: `${CONSOLE}, ${OTHER_CONSOLE}` });

  it('answers a configured console origin preflight for a bearer token and a JSON body', async () => {
    for (const origin of [CONSOLE, OTHER_CONSOLE]) {
      const answer = await api.call('OPTIONS', '/api/services/1', preflight(origin));
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
      const allowed = answer.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
      expect(allowed).toContain('authorization');
      expect(allowed).toContain('content-type');
    }
  });

  it('lets a configured console reconnect to the live stream with Last-Event-ID', async () => {
    const answer = await api.call('OPTIONS', '/api/events', {
      headers: {
        Origin: CONSOLE,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,last-event-id',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'last-event-id',
    );
  });

  it('lets a configured origin read answers, errors included', async () => {
    const listed = await api.call('GET', '/api/services/active', { headers: { Origin: CONSOLE } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe(CONSOLE);
    expect(listed.headers.get('vary')).toContain('Origin');

    const refused = await api.call('GET', '/api/services', { headers: { Origin: CONSOLE } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(CONSOLE);
  });

  it('gives any other origin no CORS headers, preflight or not', async () => {
    const asked = await api.call('OPTIONS', '/api/services/1', preflight(STRANGER));
    expect(corsHeaders(asked.headers)).toEqual([]);
    const read = await api.call('GET', '/api/services/active', { headers: { Origin: STRANGER } });
    expect(read.status).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
    expect(read.headers.get('vary')).toContain('Origin');
  });

  it('does not match an origin by prefix or scheme', async () => {
    for (const origin of [`${CONSOLE}.evil.example`, 'http://console.example.com', 'null']) {
      const answer = await api.call('OPTIONS', '/api/services/1', preflight(origin));
      expect(corsHeaders(answer.headers)).toEqual([]);
    }
  });
});

describe('an API without CORS_ORIGINS', () => {
  const api = useTestApi();

  it('is same-origin only: no CORS headers for any origin', async () => {
    const asked = await api.call('OPTIONS', '/api/services/1', preflight(CONSOLE));
    expect(corsHeaders(asked.headers)).toEqual([]);
    const read = await api.call('GET', '/api/services/active', { headers: { Origin: CONSOLE } });
    expect(corsHeaders(read.headers)).toEqual([]);
  });
});

describe('CORS_ORIGINS', () => {
  it('refuses to start on an entry that is not a bare origin', () => {
    for (const bad of [
      'console.example.com',
      'https://console.example.com/',
      'https://a.b/admin',
    ]) {
      expect(() => readApiConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
    }
  });
});
