import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, NGINX_PATH, startStaticEdge } from './support/nginx.ts';
import { type Started, stopProcess } from './support/processes.ts';

if (!hasNginx() && process.env.CI) throw new Error(`This test needs nginx at ${NGINX_PATH}`);

// The static half of the edge (shared-ui and the console), on the production template: the
// Node servers behind it send their own headers, tested in start.test.ts.
describe.skipIf(!hasNginx())('the nginx template serving the static builds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'towing-nginx-headers-'));
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
  const MANIFEST = '{"name":"Admin","start_url":"/admin/"}\n';
  let nginx: Started | undefined;
  let edge = '';

  beforeAll(async () => {
    const root = join(dir, 'static');
    mkdirSync(join(root, 'shared-ui', 'assets'), { recursive: true });
    mkdirSync(join(root, 'admin', 'assets'), { recursive: true });
    writeFileSync(join(root, 'shared-ui', 'remoteEntry.js'), script);
    writeFileSync(join(root, 'shared-ui', 'remoteEntry.js.gz'), gzipSync(script));
    writeFileSync(join(root, 'shared-ui', 'assets', 'Button-Ab12Cd34.js'), script);
    writeFileSync(
      join(root, 'admin', 'index.html'),
      '<!doctype html><title>Admin</title><script type="module" src="/admin/assets/index-Zx9.js"></script>',
    );
    writeFileSync(join(root, 'admin', 'assets', 'index-Zx9.js'), 'export {};\n');
    writeFileSync(join(root, 'admin', 'manifest.webmanifest'), MANIFEST);
    ({ nginx, base: edge } = await startStaticEdge(dir, root, '/admin/'));
  }, 30_000);

  afterAll(async () => {
    await stopProcess(nginx);
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the console its strict policy and the baseline headers, with no HSTS over HTTP', async () => {
    const page = await fetch(`${edge}/admin/callbacks`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe');
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Its own page may ask for the position: the crew share theirs on the way.
    expect(page.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the build’s gzip copy as it is, and hashed files for a year', async () => {
    const entry = await fetch(`${edge}/shared-ui/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    expect(entry.headers.get('vary')).toBe('Accept-Encoding');
    expect(entry.headers.get('etag')).toBeTruthy();
    expect(await entry.text()).toBe(script);
    const again = await fetch(`${edge}/shared-ui/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': entry.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    const hashed = await fetch(`${edge}/shared-ui/assets/Button-Ab12Cd34.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hashed.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('sends the console’s web app manifest as application/manifest+json, with its headers', async () => {
    const manifest = await fetch(`${edge}/admin/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await manifest.text()).toBe(MANIFEST);
  });
});
