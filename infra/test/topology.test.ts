import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/free-port';
import { waitFor } from '@tow/server-kit/test-support/wait-for';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunDatabase } from './support/database.ts';
import { hasNginx, loopbackEdge, NGINX_PATH, startNginx } from './support/nginx.ts';
import {
  REPO_ROOT,
  type Started,
  startProcess,
  stopProcess,
  waitUntilOk,
} from './support/processes.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [
  serverUrl ? null : 'TEST_DATABASE_URL (a PostgreSQL server)',
  hasNginx() ? null : `nginx at ${NGINX_PATH} (apt-get install nginx-light)`,
  existsSync(CHROMIUM_PATH) ? null : `Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`,
].filter((m) => m !== null);
// Locally a machine without them skips this file; CI must run it, so there it is a failure.
if (missing.length > 0 && process.env.CI) {
  throw new Error(`The topology test needs ${missing.join(', ')}`);
}

const ADMIN = { email: 'owner@example.com', password: 'a-long-topology-password' };
const DRIVER = {
  phone: '07700 900456',
  location: 'M6 J7, Great Barr',
  service_type: 'Breakdown Recovery',
};

const METRICS_TOKEN = 'the-topology-prometheus-token';

describe.skipIf(missing.length > 0)('nginx in front of two API replicas and an SSR server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'towing-topology-'));
  let database: Awaited<ReturnType<typeof createRunDatabase>>;
  const api: Started[] = [];
  let ssr: Started | undefined;
  let nginx: Started | undefined;
  let apiUrls: string[] = [];
  let edge = '';

  beforeAll(async () => {
    for (const built of ['shared-ui/dist/mf-manifest.json', 'public-site/dist/server']) {
      if (!existsSync(join(REPO_ROOT, built)))
        throw new Error(`Run npm run build first (${built})`);
    }
    database = await createRunDatabase(serverUrl ?? '');
    const [apiPort1, apiPort2, ssrPort, edgePort, internalPort] = (await Promise.all(
      Array.from({ length: 5 }, freePort),
    )) as [number, number, number, number, number];
    apiUrls = [`http://127.0.0.1:${apiPort1}`, `http://127.0.0.1:${apiPort2}`];
    edge = `http://127.0.0.1:${edgePort}`;

    // The static root nginx serves /shared-ui/ and /admin/ from, as a deployment lays it out.
    const staticRoot = join(dir, 'static');
    mkdirSync(staticRoot);
    symlinkSync(join(REPO_ROOT, 'shared-ui', 'dist'), join(staticRoot, 'shared-ui'));
    const adminBuild = join(REPO_ROOT, 'admin-console', 'dist');
    if (existsSync(adminBuild)) symlinkSync(adminBuild, join(staticRoot, 'admin'));
    else {
      // This branch has no console build yet: a stand-in with the same layout.
      mkdirSync(join(staticRoot, 'admin', 'assets'), { recursive: true });
      writeFileSync(
        join(staticRoot, 'admin', 'index.html'),
        '<!doctype html><title>Admin</title><script type="module" src="/admin/assets/console-Cx1Ab2Zq.js"></script>',
      );
      writeFileSync(join(staticRoot, 'admin', 'assets', 'console-Cx1Ab2Zq.js'), 'export {};\n');
    }

    const edgePorts = {
      api: [apiPort1, apiPort2],
      ssr: ssrPort,
      edge: edgePort,
      internal: internalPort,
    };
    nginx = startNginx(
      join(dir, 'nginx'),
      loopbackEdge(edgePorts, {
        EDGE_STATIC_ROOT: staticRoot,
        EDGE_ACCESS_LOG: join(dir, 'nginx', 'access.log'),
        // The stream below sends many callbacks from this one address; sign-in keeps a low limit.
        EDGE_CALLBACK_RATE: '1000r/s',
        EDGE_CALLBACK_BURST: '1000',
        EDGE_LOGIN_RATE: '1r/m',
        EDGE_LOGIN_BURST: '2',
      }),
    );

    // Both replicas start at once on the empty database, as a scaled-out deploy does.
    for (const [index, port] of [apiPort1, apiPort2].entries()) {
      api.push(
        startProcess(`api-${index + 1}`, process.execPath, ['api/src/server.ts'], {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database.url,
          TRUST_PROXY: 'true',
          SEED_DEMO: 'true',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LOGIN_RATE_LIMIT: '1000/1m',
          CALLBACK_RATE_LIMIT: '1000/1m',
          CALLBACK_SPAM_ADDRESS_LIMIT: '1000/1m',
          CALLBACK_SPAM_PHONE_LIMIT: '1000/1m',
          // Every submission here is its own request, though one example phone sends them all.
          CALLBACK_REPEAT_WINDOW_MINUTES: '0',
          LOG_LEVEL: 'info',
          METRICS_TOKEN,
          REPLICA_NAME: `api-${index + 1}`,
        }),
      );
    }
    ssr = startProcess('ssr', process.execPath, ['public-site/src/server/main.ts'], {
      PORT: String(ssrPort),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${internalPort}`,
      SHARED_UI_URL: '/shared-ui/',
      SHARED_UI_SERVER_URL: `${edge}/shared-ui/`,
      SITE_URL: edge,
      LOG_LEVEL: 'info',
      // Far longer than any test: a page changes here only because a staff change dropped it.
      PAGE_CACHE_TTL_MS: '600000',
    });
    await Promise.all(api.map((replica, i) => waitUntilOk(`${apiUrls[i]}/api/ready`, replica)));
    await waitUntilOk(`${edge}/`, ssr);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...api, ssr, nginx].map((started) => stopProcess(started)));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const login = async (base: string) => {
    const answer = await post(base, '/api/auth/login', ADMIN);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  };

  const listCallbacks = (base: string, token: string) =>
    fetch(`${base}/api/callback-requests`, { headers: { Authorization: `Bearer ${token}` } });

  it('passes /metrics at the edge on to a replica, which answers only with its token', async () => {
    const refused = await fetch(`${edge}/metrics`);
    expect(refused.status).toBe(401);
    const answer = await fetch(`${edge}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(await answer.text()).toMatch(/^process_cpu_user_seconds_total\{replica="api-[12]"\} /m);
  });

  it('migrates and seeds once although both replicas started together', () => {
    const messages = api.flatMap((replica) => replica.jsonLines().map((line) => line.msg));
    expect(messages.filter((m) => m === 'database migrated')).toHaveLength(1);
    expect(messages.filter((m) => m === 'demo content seeded')).toHaveLength(1);
    expect(messages.filter((m) => m === 'first admin user created')).toHaveLength(1);
  });

  it('lists a callback submitted through one replica through the other', async () => {
    const [first, second] = apiUrls as [string, string];
    const submitted = await post(first, '/api/callback-requests', {
      ...DRIVER,
      name: 'Priya Across-Replicas',
    });
    expect(submitted.status).toBe(201);
    const { request } = (await submitted.json()) as { request: { id: number } };

    const listed = await listCallbacks(second, await login(second));
    expect(listed.status).toBe(200);
    const { requests } = (await listed.json()) as { requests: { id: number; name: string }[] };
    expect(requests.find((r) => r.id === request.id)?.name).toBe('Priya Across-Replicas');
  });

  it('passes the live event stream through nginx as each event happens, unbuffered', async () => {
    const [first] = apiUrls as [string, string];
    const stream = await fetch(`${edge}/api/events`, {
      headers: { Authorization: `Bearer ${await login(first)}` },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('no stream body');
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended before ${text}:\n${received}`);
        received += decoder.decode(value, { stream: true });
      }
    };
    try {
      await readUntil(': connected');
      // The stream stays open: a buffering proxy would hold this small event back.
      const submitted = await post(edge, '/api/callback-requests', {
        ...DRIVER,
        name: 'Sam Streamed-Through-Nginx',
      });
      expect(submitted.status).toBe(201);
      await readUntil('Sam Streamed-Through-Nginx');
      expect(received).toContain('event: callback-request.created');
    } finally {
      await reader.cancel();
    }
  });

  it('ends a session on the other replica when it logs out through one', async () => {
    const [first, second] = apiUrls as [string, string];
    const token = await login(first);
    expect((await listCallbacks(second, token)).status).toBe(200);
    const logout = await fetch(`${first}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await listCallbacks(second, token)).status).toBe(401);
  });

  it('shows a service renamed through one replica on the other replica and on the next page of the SSR server', async () => {
    const [first, second] = apiUrls as [string, string];
    const token = await login(first);
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const listed = (await (await fetch(`${first}/api/services`, { headers })).json()) as {
      services: { id: number; name: string; is_active: boolean }[];
    };
    const shown = listed.services.find((s) => s.is_active);
    if (!shown) throw new Error('the demo content has no active service');
    // Both replicas and the SSR server keep what they answer now.
    expect(await (await fetch(`${second}/api/services/active`)).text()).toContain(shown.name);
    expect(await (await fetch(`${edge}/`)).text()).toContain(shown.name);

    const { id, created_at: _c, updated_at: _u, ...record } = shown as Record<string, unknown>;
    const renamed = await fetch(`${first}/api/services/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...record, name: 'Renamed Across Replicas' }),
    });
    expect(renamed.status).toBe(200);
    // Each hears of it from the database a moment after the commit.
    const showsRename = (url: string) => async () => {
      const text = await (await fetch(url)).text();
      return text.includes('Renamed Across Replicas') ? true : undefined;
    };
    await waitFor(
      'the other replica to show the rename',
      showsRename(`${second}/api/services/active`),
    );
    await waitFor('the next page to show the rename', showsRename(`${edge}/`));
  });

  it('carries one request id from nginx through the SSR server to the API logs', async () => {
    const requestId = `topology-${Date.now()}`;
    const page = await fetch(`${edge}/services`, { headers: { 'X-Request-Id': requestId } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe(requestId);
    await page.text();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ssrLine = ssr?.jsonLines().find((line) => line.request_id === requestId);
    expect(ssrLine).toMatchObject({ service: 'public-site', path: '/services', status: 200 });
    const apiPaths = api
      .flatMap((replica) => replica.jsonLines())
      .filter((line) => line.request_id === requestId)
      .map((line) => line.path);
    expect(apiPaths).toContain('/api/services/active');
    const edgeLog = readFileSync(join(dir, 'nginx', 'access.log'), 'utf8');
    expect(edgeLog).toContain(
      `"request_id":"${requestId}","client":"127.0.0.1","method":"GET","uri":"/services"`,
    );

    // Without one from the client, nginx makes the id and the API logs that same id.
    const made = await fetch(`${edge}/api/health`);
    const madeId = made.headers.get('x-request-id') ?? '';
    expect(madeId).toMatch(/^[0-9a-f]{32}$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.some((replica) => replica.lines.some((line) => line.includes(madeId)))).toBe(true);
  });

  it('never loads an admin-console file on the public pages', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      for (const path of ['/', '/services', '/reviews', '/contact']) {
        await page.goto(`${edge}${path}`, { waitUntil: 'networkidle' });
      }
      // The pages load shared-ui only with an island: the callback form wakes on a first focus.
      await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
      await page
        .locator('[data-island="callback-form"][data-hydrated]')
        .waitFor({ timeout: 30_000 });
      expect(requested).toContain('/shared-ui/remoteEntry.js');
      expect(requested.filter((path) => path.startsWith('/admin'))).toEqual([]);
    } finally {
      await browser.close();
    }
    // The console itself is there, for staff, from its static root.
    const consolePage = await fetch(`${edge}/admin/login`);
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toContain('/admin/assets/');
  });

  it('caches hashed files for a year and entry files not at all, compressed', async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const entry = await fetch(`${edge}/shared-ui/remoteEntry.js`, { headers: gzip });
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-encoding')).toBe('gzip');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = JSON.parse(
      readFileSync(join(REPO_ROOT, 'shared-ui/dist/mf-manifest.json'), 'utf8'),
    );
    const chunk = (manifest.exposes[0].assets.js.sync as string[])[0];
    const hashed = await fetch(`${edge}/shared-ui/${chunk}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const admin = await fetch(`${edge}/admin/`);
    expect(admin.headers.get('cache-control')).toBe('no-cache');
    const home = await fetch(`${edge}/`, { headers: gzip });
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('content-encoding')).toBe('gzip');
  });

  it('refuses bodies over the size limit and sign-in floods at the edge', async () => {
    const huge = await post(edge, '/api/callback-requests', { message: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(edge, '/api/auth/login', { ...ADMIN, password: 'wrong-password!' });
      statuses.push(answer.status);
    }
    // The burst reaches the API (wrong password), the rest stop at nginx.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('loses no acknowledged callback when a replica stops during a stream of submissions', async () => {
    const TOTAL = 150;
    const STOP_AFTER = 50;
    const acknowledged = new Map<number, string>();
    const refused: number[] = [];
    let answered = 0;
    let next = 0;
    const stopped = api[1];
    if (!stopped) throw new Error('no second replica');
    const submitOne = async (index: number) => {
      const name = `Stream Driver ${index}`;
      try {
        const answer = await post(edge, '/api/callback-requests', { ...DRIVER, name });
        if (answer.status === 201) {
          acknowledged.set(((await answer.json()) as { request: { id: number } }).request.id, name);
        } else refused.push(answer.status);
      } catch {
        refused.push(0);
      }
      answered += 1;
      if (answered === STOP_AFTER) stopped.child.kill('SIGTERM');
    };
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < TOTAL) await submitOne(next++);
      }),
    );
    expect(await stopped.exited).toBe(0);

    const stored = await database.query<{ id: number; name: string }>(
      'select id, name from callback_requests where id = any($1)',
      [[...acknowledged.keys()]],
    );
    expect(new Map(stored.map((row) => [row.id, row.name]))).toEqual(acknowledged);
    // Both replicas took part, and the one left answered the rest once the other had gone.
    const storedBy = (replica: Started | undefined) =>
      replica?.jsonLines().filter((line) => String(line.msg) === 'callback request received')
        .length;
    expect(storedBy(stopped)).toBeGreaterThan(0);
    expect(storedBy(api[0])).toBeGreaterThan(TOTAL - STOP_AFTER);
    expect(acknowledged.size).toBeGreaterThanOrEqual(TOTAL - 6);
    expect(refused.every((status) => status === 502 || status === 0)).toBe(true);
  });
});
