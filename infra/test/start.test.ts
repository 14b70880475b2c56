import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '@tow/server-kit/test-support/free-port';
import { rawRequest } from '@tow/server-kit/test-support/raw-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'towing-start-'));
let child: ChildProcess;
let PORT: number;
let output = '';

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

describe('npm start on a fresh data folder', () => {
  it('answers GET /api/services/active with the six seeded services', async () => {
    const answer = (await (await fetch(`http://127.0.0.1:${PORT}/api/services/active`)).json()) as {
      success: boolean;
      services: { name: string }[];
    };
    expect(answer.success).toBe(true);
    expect(answer.services.map((s: { name: string }) => s.name)).toEqual([
      'Towing Service',
      'Breakdown Recovery',
      'Battery Jump Start',
      'Accident Recovery',
      'Fuel Delivery',
      'Car Recovery',
    ]);
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

  it('answers errors under /api in JSON, whatever reached the port', async () => {
    const json = { success: false, message: expect.any(String) };
    const get = (target: string, headers = '') =>
      rawRequest(PORT, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`);
    for (const target of ['/api/../../etc/passwd', '/api/%2e%2e/%2e%2e/etc/passwd']) {
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
