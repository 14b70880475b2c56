import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from '@tow/server-kit/free-port';
import { BUNDLE_DIR } from '@tow/server-kit/server-bundle/layout';
import { rawRequest } from '@tow/server-kit/test-support/raw-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_SERVICE_NAMES } from '../../api/test/support/seeded-services.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'towing-start-'));
const STAFF = { email: 'owner@example.com', password: 'a long start-test passphrase' };
const METRICS_TOKEN = 'the-start-test-prometheus-token';
let child: ChildProcess;
let PORT: number;
let output = '';
/** The sign-in and status look-up limits per visitor here, small enough to reach. */
const LIMIT = 5;

async function waitForReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Not ready in time. Output:\n${output}`);
}

beforeAll(async () => {
  PORT = await freePort();
  child = spawn(process.execPath, ['src/start.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      LOGIN_RATE_LIMIT: `${LIMIT}/15m`,
      STATUS_RATE_LIMIT: `${LIMIT}/15m`,
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForReady(`http://127.0.0.1:${PORT}/api/ready`, 90_000);
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const base = () => `http://127.0.0.1:${PORT}`;
/** The bytes on the wire, as they came (fetch would decode them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    httpRequest(`${base()}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const { date: _, 'x-request-id': __, ...kept } = answer.headers;
        resolve({ headers: kept as Record<string, string>, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

const decoded = ({ headers, body }: { headers: Record<string, string>; body: Buffer }) =>
  (headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString();

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('npm start serves like a static site, with strict headers', () => {
  it('sends a page as the same bytes to everyone, brotli first, under a policy naming its inline style', async () => {
    // A page sent once is gzipped; asked for again, it is sent as brotli once that is made.
    const browser = { 'Accept-Encoding': 'gzip, deflate, br' };
    const first = await rawGet('/', browser);
    expect(first.headers['content-encoding']).toBe('gzip');
    let br = await rawGet('/', browser);
    for (let tries = 0; br.headers['content-encoding'] !== 'br' && tries < 100; tries += 1) {
      await delay(100);
      br = await rawGet('/', browser);
    }
    const gzip = await rawGet('/', { 'Accept-Encoding': 'gzip' });
    const plain = await rawGet('/', { 'Accept-Encoding': 'identity' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = decoded(plain);
    expect(decoded(br)).toBe(html);
    expect(decoded(gzip)).toBe(html);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(answer.headers['content-security-policy']).toBe(
        plain.headers['content-security-policy'],
      );
    }
    const csp = plain.headers['content-security-policy'] ?? '';
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('--color-primary:');
    const sources = new Map(
      csp.split('; ').map((directive) => {
        const [name = '', ...list] = directive.split(' ');
        return [name, list];
      }),
    );
    // Exactly the page's own inline style and its one inline script, the page script's loader
    // (its JSON blocks are never run).
    const loader = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('createElement("script")');
    expect(sources.get('style-src')).toEqual(["'self'", sha256(style)]);
    expect(sources.get('script-src')).toEqual(["'self'", sha256(loader)]);
    expect(sources.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(plain.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('answers a kept page with the very headers and bytes of the render that made it', async () => {
    // A query string of its own: the first answer is rendered, the next ones are kept pages.
    const path = '/faq?start-test=kept';
    const rendered = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    const kept = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(kept.headers).toEqual(rendered.headers);
    expect(decoded(kept)).toBe(decoded(rendered));
    // The same page under another query string is the same version of it.
    const other = await rawGet('/faq?start-test=other', { 'Accept-Encoding': 'gzip' });
    expect(other.headers.etag).toBe(rendered.headers.etag);
  });

  it('sends a page asked for again smaller once its best brotli is made', async () => {
    const first = await rawGet('/about', { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    let again = await rawGet('/about', { 'Accept-Encoding': 'br' });
    for (let tries = 0; again.body.length >= first.body.length && tries < 100; tries += 1) {
      await delay(100);
      again = await rawGet('/about', { 'Accept-Encoding': 'br' });
    }
    expect(again.body.length).toBeLessThan(first.body.length);
    expect(decoded(again)).toBe(decoded(first));
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a page that has not changed, keeping the cached page’s policy', async () => {
    const page = await fetch(`${base()}/services`);
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    for (let i = 0; i < 2; i += 1) {
      const again = await fetch(`${base()}/services`, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      expect(again.headers.get('content-security-policy')).toBeNull();
      expect(again.headers.get('permissions-policy')).toBeNull();
    }
  });

  it('sends hashed files as the build compressed them, cached for a year', async () => {
    const html = await (await fetch(`${base()}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const plain = await fetch(`${base()}${asset}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const brotli = await fetch(`${base()}${asset}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // fetch decodes br itself; the bytes on the wire are the build's .br copy.
    const expected = await plain.text();
    expect(await brotli.text()).toBe(expected);
    const onWire = await new Promise<Buffer>((resolve, reject) => {
      httpRequest(`${base()}${asset}`, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(brotliDecompressSync(onWire).toString()).toBe(expected);
  });

  it('revalidates unhashed files with an ETag and serves video by byte ranges', async () => {
    const entry = await fetch(`${base()}/shared-ui/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${base()}/shared-ui/remoteEntry.js`, {
      headers: { 'If-None-Match': entry.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    const video = await fetch(`${base()}/shared-ui/video/hero-loop.mp4`, {
      headers: { Range: 'bytes=0-99' },
    });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await video.arrayBuffer()).byteLength).toBe(100);
  });

  it('answers a missing shared-ui file with 404, never with a page', async () => {
    // The server's own remote loader asks for this file; a page here would wait on that loader.
    const missing = await fetch(`${base()}/shared-ui/__mf_server__/remoteEntry.ssr.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
  });

  it('shows a change staff make on the very next page view, although pages are cached', async () => {
    const before = await (await fetch(`${base()}/services`)).text();
    expect(before).not.toContain('Caravan Recovery');
    const login = await fetch(`${base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${base()}/api/services`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Caravan Recovery',
        short_description: 'Caravans and trailers recovered.',
        description: 'We recover caravans and trailers across the West Midlands.',
      }),
    });
    expect(created.status).toBe(201);
    expect(await (await fetch(`${base()}/services`)).text()).toContain('Caravan Recovery');
    const { service } = (await created.json()) as { service: { id: number } };
    const deleted = await fetch(`${base()}/api/services/${service.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);
    expect(await (await fetch(`${base()}/services`)).text()).not.toContain('Caravan Recovery');
  });

  it('gives the console a policy as strict, with no inline script, on every client route', async () => {
    for (const path of ['/admin/', '/admin/login', '/admin/callbacks']) {
      const page = await fetch(`${base()}${path}`);
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp.match(/script-src[^;]*/)?.[0]).toBe("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // Its own page may ask for the position: the crew share theirs on the way.
      expect(page.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(page.headers.get('permissions-policy')).toContain('camera=()');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sends API answers gzipped with the headers of a non-document', async () => {
    const answer = await fetch(`${base()}/api/services/active`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const missing = await fetch(`${base()}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('npm start on a fresh data folder', () => {
  it('answers GET /api/services/active with the six seeded services', async () => {
    const answer = (await (await fetch(`http://127.0.0.1:${PORT}/api/services/active`)).json()) as {
      success: boolean;
      services: { name: string }[];
    };
    expect(answer.success).toBe(true);
    expect(answer.services.map((s: { name: string }) => s.name)).toEqual(SEEDED_SERVICE_NAMES);
  });

  it('writes JSON log lines that carry the request id', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/health`, {
      headers: { 'x-request-id': 'probe-42' },
    });
    expect(response.headers.get('x-request-id')).toBe('probe-42');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const line = output.split('\n').find((l) => l.includes('"probe-42"'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      request_id: 'probe-42',
      path: '/api/health',
      status: 200,
    });
  });

  it('serves the API’s metrics on the same port, to Prometheus’s token only', async () => {
    const refused = await fetch(`${base()}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ success: false, message: expect.any(String) });
    const answer = await fetch(`${base()}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('tow_http_request_duration_seconds_count{');
  });

  it('answers errors under /api in JSON, whatever reached the port', async () => {
    const json = { success: false, message: expect.any(String) };
    const get = (target: string, headers = '') =>
      rawRequest(PORT, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`);
    for (const target of [
      '/api/../../etc/passwd',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      `http://127.0.0.1:${PORT}/api/../../etc/passwd`,
    ]) {
      const climbing = await get(target);
      expect(climbing.status, target).toBe(404);
      expect(JSON.parse(climbing.body), target).toEqual(json);
    }
    const bigHeader = `X-Big: ${'a'.repeat(40_000)}\r\n`;
    const apiHeaders = await get('/api/health', bigHeader);
    expect(apiHeaders.status).toBe(431);
    expect(JSON.parse(apiHeaders.body)).toEqual(json);
    const siteHeaders = await get('/', bigHeader);
    expect(siteHeaders.status).toBe(431);
    expect(siteHeaders.headers['content-type']).toBeUndefined();
    const size = 20_000_000;
    const tooLarge = await rawRequest(
      PORT,
      `POST /api/callback-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
      Buffer.alloc(size, 'x'),
    );
    expect(tooLarge).toMatchObject({ status: 413, reset: false });
    expect(JSON.parse(tooLarge.body)).toEqual(json);
  });

  it("keeps each visitor's rate limits their own, for API calls and for pages", async () => {
    // 127.0.0.2 is another visitor on the loopback network; 127.0.0.1 must not pay for it.
    const visit = (from: string, path: string, body?: object) =>
      new Promise<number | undefined>((resolve, reject) => {
        const json = body && JSON.stringify(body);
        httpRequest(
          `${base()}${path}`,
          {
            localAddress: from,
            method: json ? 'POST' : 'GET',
            headers: json ? { 'Content-Type': 'application/json' } : {},
          },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode));
          },
        )
          .on('error', reject)
          .end(json);
      });
    const wrongPassword = { email: STAFF.email, password: 'not the passphrase at all' };
    const signIns: (number | undefined)[] = [];
    const lookUps: (number | undefined)[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      signIns.push(await visit('127.0.0.2', '/api/auth/login', wrongPassword));
      lookUps.push(await visit('127.0.0.2', '/request/no-such-token'));
    }
    expect(signIns.at(-1)).toBe(429);
    expect(lookUps.at(-1)).toBe(429);
    expect(await visit('127.0.0.1', '/api/auth/login', STAFF)).toBe(200);
    expect(await visit('127.0.0.1', '/request/no-such-token')).toBe(404);
  });

  it('writes nothing but JSON lines, for a malformed address too', async () => {
    for (const path of ['/%E0%A4%A', '/areas/%ZZ', '/request/%', '/api/%E0%A4%A']) {
      const response = await fetch(`${base()}${path}`);
      expect(response.status, path).toBe(404);
    }
    await delay(200);
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(output).toContain('could not be decoded');
  });

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const body = JSON.stringify({
      name: 'Sam Driver',
      phone: '07700 900456',
      location: 'M6 J7, Great Barr',
      service_type: 'Breakdown Recovery',
    });
    // Half the body goes first, so the server is surely inside this request when the signal comes.
    const request = httpRequest(`http://127.0.0.1:${PORT}/api/callback-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answer = new Promise<number | undefined>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 20));
    await delay(300);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await delay(300);
    request.end(body.slice(20));
    expect(await answer).toBe(201);
    expect(await exited).toBe(0);
    expect(output).toContain('"stopped"');
  });
});

describe('npm start without NODE_ENV', () => {
  it('runs as production: a default-looking admin password is refused', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'changeme-please-1',
    };
    delete env.NODE_ENV;
    const started = spawn(process.execPath, ['src/start.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    started.stderr?.on('data', (chunk) => {
      said += chunk;
    });
    const code = await new Promise<number | null>((resolve) => started.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(said).toContain('choose a password that is not a default');
  });
});

describe("npm start's compile cache", () => {
  it('keeps the modules it compiled in the temporary folder, for the next start to use', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'towing-compile-cache-'));
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        TMPDIR: temp,
        PORT: '0',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'owner@example.com',
        // Refused once every module is loaded: the start ends there.
        ADMIN_PASSWORD: 'changeme-please-1',
        NODE_ENV: 'production',
      };
      delete env.NODE_COMPILE_CACHE;
      const started = spawn(process.execPath, ['src/start.ts'], {
        cwd: join(import.meta.dirname, '..'),
        env,
        stdio: 'ignore',
      });
      await new Promise((resolve) => started.once('exit', resolve));
      const cached = readdirSync(join(temp, 'node-compile-cache'), { recursive: true });
      // The server bundle's files, and the packages' modules it leaves outside.
      const bundled = readdirSync(BUNDLE_DIR).filter((name) => name.endsWith('.js'));
      expect(cached.length).toBeGreaterThan(bundled.length + 20);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
