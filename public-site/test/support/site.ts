import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** The repository root (public-site/test/support → ../../..). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** The first admin of the test server, created by start.ts from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const TEST_ADMIN = {
  email: 'test-admin@example.com',
  password: 'a long test passphrase 42',
} as const;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** What must be built before the one-process server can render the public site. */
const REQUIRED_BUILD_FILES = [
  ['shared-ui', 'dist/mf-manifest.json'],
  ['shared-ui', 'dist/remoteEntry.js'],
  ['public-site', 'dist/client/.vite/manifest.json'],
  ['public-site', 'dist/server/entry-server.js'],
] as const;

/** Throws (never skips) when a build the site needs is missing. */
export function assertBuilt(): void {
  const missing = REQUIRED_BUILD_FILES.filter(
    ([workspace, file]) => !existsSync(join(REPO_ROOT, workspace, file)),
  ).map(([workspace, file]) => `${workspace}/${file}`);
  if (missing.length > 0) {
    throw new Error(
      `The public-site tests need the builds, and these files are missing: ${missing.join(', ')}.\n` +
        'Run `npm run build -w shared-ui && npm run build -w public-site` first ' +
        '(the root `npm test` does it for you).',
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, deadline: number, output: () => string): Promise<void> {
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 in time (last: ${last}). Server output:\n${output()}`);
}

export interface RunningSite {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole product (`node infra/src/start.ts`) on a free port with a fresh embedded
 * database, waits until the API is ready and the home page renders, and returns its base URL.
 */
export async function startSite(): Promise<RunningSite> {
  assertBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'public-site-test-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['infra/src/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // Every test comes from 127.0.0.1: do not let the per-IP limits get in the way.
      CALLBACK_RATE_LIMIT: '1000/15m',
      LOGIN_RATE_LIMIT: '1000/15m',
      SITE_URL: baseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 90_000;
    const early = exited.then(() => {
      throw new Error(`node infra/src/start.ts exited early. Output:\n${output}`);
    });
    early.catch(() => {}); // Observed by the race below; a later exit (stop) is expected.
    await Promise.race([
      (async () => {
        await waitFor(`${baseUrl}/api/ready`, deadline, () => output);
        await waitFor(`${baseUrl}/`, deadline, () => output);
      })(),
      early,
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Vitest global setup: one server for every test file, its URL given through `inject('baseUrl')`. */
export default async function setup(project: TestProject) {
  const site = await startSite();
  project.provide('baseUrl', site.baseUrl);
  return () => site.stop();
}
