import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDGE_DEFAULTS, NGINX_TEMPLATE, renderNginxConfig } from '../src/nginx-config.ts';

describe('the edge nginx configuration', () => {
  it('fills every setting of the template', () => {
    const rendered = renderNginxConfig({ ...EDGE_DEFAULTS });
    expect(rendered).not.toMatch(/\$\{EDGE_/);
    const used = [...readFileSync(NGINX_TEMPLATE, 'utf8').matchAll(/\$\{(EDGE_[A-Z_]+)\}/g)];
    expect(new Set(used.map((m) => m[1]))).toEqual(new Set(Object.keys(EDGE_DEFAULTS)));
  });

  it('lists each replica as an upstream server', () => {
    const rendered = renderNginxConfig({
      ...EDGE_DEFAULTS,
      EDGE_API_SERVERS: '10.0.0.11:3000, 10.0.0.12:3000,10.0.0.13:3000',
    });
    const api = rendered.slice(rendered.indexOf('upstream towing_api'));
    expect(api.slice(0, api.indexOf('}')).match(/server 10\.0\.0\.1\d:3000 /g)).toHaveLength(3);
  });

  it('refuses a value that could add a directive', () => {
    for (const bad of ['80; include /etc/passwd', 'a b', '"x"', '{']) {
      expect(() => renderNginxConfig({ ...EDGE_DEFAULTS, EDGE_LISTEN: bad })).toThrow(
        /EDGE_LISTEN/,
      );
    }
    expect(() => renderNginxConfig({ ...EDGE_DEFAULTS, EDGE_SSR_SERVERS: ' , ' })).toThrow(
      /at least one/,
    );
  });
});
