import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EDGE_DEFAULTS, type EdgeSettings, renderNginxConfig } from '../src/nginx-config.ts';
import { hasNginx, NGINX_PATH, startStaticEdge } from './support/nginx.ts';
import { type Started, stopProcess } from './support/processes.ts';

if (!hasNginx() && process.env.CI) throw new Error(`This test needs nginx at ${NGINX_PATH}`);

describe('the rendered edge configuration', () => {
  const rendered = renderNginxConfig({ ...EDGE_DEFAULTS });

  it('lets nginx send a POST again only for a callback request carrying an Idempotency-Key', () => {
    const retries = rendered.match(/proxy_next_upstream [^;]*;/g) ?? [];
    const resending = retries.filter((line) => line.includes('non_idempotent'));
    // One named location per server block (public and internal), nothing else.
    expect(resending).toEqual([
      'proxy_next_upstream error timeout non_idempotent;',
      'proxy_next_upstream error timeout non_idempotent;',
    ]);
    const keyed = [...rendered.matchAll(/location @towing_keyed_callback \{[^}]*\}/g)];
    expect(keyed).toHaveLength(2);
    for (const [block] of keyed) expect(block).toContain('non_idempotent');
    const entries = [...rendered.matchAll(/location = \/api\/callback-requests \{[^}]*\}[^}]*\}/g)];
    expect(entries).toHaveLength(2);
    for (const [block] of entries) {
      expect(block).toContain('error_page 418 = @towing_keyed_callback;');
      expect(block).not.toContain('non_idempotent');
    }
    expect(rendered).toMatch(
      /map "\$request_method:\$http_idempotency_key" \$towing_keyed_post \{\s*"~\^POST:\."\s+1;/,
    );
  });

  it('shares each upstream’s state between the workers', () => {
    for (const name of ['towing_api', 'towing_ssr']) {
      const block = rendered.slice(rendered.indexOf(`upstream ${name} {`));
      expect(block.slice(0, block.indexOf('}'))).toContain(`zone ${name} 64k;`);
    }
  });

  it('accepts self, none or an origin as the console’s place, and nothing else', () => {
    for (const good of ['self', 'none', 'https://console.example.co.uk', 'http://10.0.0.5:8443']) {
      expect(() =>
        renderNginxConfig({ ...EDGE_DEFAULTS, EDGE_CONSOLE_ORIGIN: good }),
      ).not.toThrow();
    }
    for (const bad of ['https://console.example.co.uk/admin', 'console.example.co.uk', 'ftp://x']) {
      expect(() => renderNginxConfig({ ...EDGE_DEFAULTS, EDGE_CONSOLE_ORIGIN: bad })).toThrow(
        /EDGE_CONSOLE_ORIGIN/,
      );
    }
  });
});

/** A replica that takes the request and dies before answering: the connection is reset. */
async function dyingReplica() {
  let received = 0;
  const server = createTcpServer((socket) => {
    socket.once('data', () => {
      received += 1;
      socket.resetAndDestroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return {
    port: address.port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A replica that answers 201 and records the Idempotency-Key of each request it got. */
async function healthyReplica() {
  const keys: (string | undefined)[] = [];
  const server: Server = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => {
      keys.push(request.headers['idempotency-key'] as string | undefined);
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return {
    port: address.port,
    keys,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!hasNginx())('nginx on the rendered template', () => {
  const dir = mkdtempSync(join(tmpdir(), 'towing-nginx-edge-'));
  const started: Started[] = [];
  const closers: (() => Promise<void>)[] = [];
  let runs = 0;

  afterEach(async () => {
    await Promise.all(started.splice(0).map((process) => stopProcess(process)));
    await Promise.all(closers.splice(0).map((close) => close()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts nginx with `settings` over the defaults; resolves with its public address. */
  async function edge(settings: Partial<EdgeSettings>, withConsoleBuild: boolean) {
    runs += 1;
    const run = join(dir, `run-${runs}`);
    const root = join(run, 'static');
    mkdirSync(join(root, 'shared-ui'), { recursive: true });
    if (withConsoleBuild) {
      mkdirSync(join(root, 'admin', 'assets'), { recursive: true });
      writeFileSync(join(root, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
      writeFileSync(join(root, 'admin', 'assets', 'index-Zx9.js'), 'export {};\n');
    }
    const { nginx, base } = await startStaticEdge(run, root, '/shared-ui/', settings);
    started.push(nginx);
    return base;
  }

  const get = (url: string) => fetch(url, { redirect: 'manual' });

  it('answers 404, not 500, for the console on the public origin when no console is deployed there', async () => {
    const base = await edge({}, false);
    for (const path of ['/admin/', '/admin/callbacks', '/admin/assets/index-Zx9.js']) {
      expect((await get(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('never serves the console from the public origin when its place is none', async () => {
    const base = await edge({ EDGE_CONSOLE_ORIGIN: 'none' }, true);
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/assets/index-Zx9.js']) {
      expect((await get(`${base}${path}`)).status, path).toBe(404);
    }
    // Paths that only start alike are not the console's.
    expect((await get(`${base}/administrator`)).status).not.toBe(404);
  });

  it('sends staff to the console’s own origin, same path and query, when one is configured', async () => {
    const base = await edge({ EDGE_CONSOLE_ORIGIN: 'https://console.example.co.uk' }, true);
    for (const path of ['/admin', '/admin/', '/admin/callbacks?status=pending']) {
      const answer = await get(`${base}${path}`);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('location')).toBe(`https://console.example.co.uk${path}`);
    }
  });

  it('still serves the console here by default', async () => {
    const base = await edge({}, true);
    expect((await get(`${base}/admin/callbacks`)).status).toBe(200);
    expect((await get(`${base}/admin/assets/index-Zx9.js`)).status).toBe(200);
  });

  async function postThrough(keyed: boolean) {
    const dying = await dyingReplica();
    const healthy = await healthyReplica();
    closers.push(dying.close, healthy.close);
    // The dying replica is listed first: a fresh nginx sends its first request there.
    const base = await edge(
      { EDGE_API_SERVERS: `127.0.0.1:${dying.port},127.0.0.1:${healthy.port}` },
      false,
    );
    const answer = await fetch(`${base}/api/callback-requests`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(keyed ? { 'Idempotency-Key': 'edge-test-key-1' } : {}),
      },
      body: JSON.stringify({ name: 'Retry Driver' }),
    });
    return { status: answer.status, dying: dying.received(), healthy: healthy.keys };
  }

  it('sends a keyed callback POST on to another replica when the first dies with it', async () => {
    const { status, dying, healthy } = await postThrough(true);
    expect(dying).toBe(1);
    expect(status).toBe(201);
    expect(healthy).toEqual(['edge-test-key-1']);
  });

  it('never sends a callback POST without a key twice: the driver gets the 502', async () => {
    const { status, dying, healthy } = await postThrough(false);
    expect(dying).toBe(1);
    expect(status).toBe(502);
    expect(healthy).toEqual([]);
  });
});
