/**
 * The whole product (API, public site, console, shared-ui on one port) started for the browser
 * tests of both apps, with the test admin. Shared by both apps' suites through
 * `@tow/e2e/product`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/free-port';
import { loopbackSiteEnv } from '@tow/server-kit/loopback-site-env';
import { REPOSITORY_ROOT as REPO_ROOT } from '@tow/server-kit/repository-root';
import { waitFor200 } from '@tow/server-kit/wait-for-server';

/** The repository root, where the product's commands run. */
export { REPO_ROOT };

/** The first admin of the test server, created by start.ts from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const TEST_ADMIN = {
  email: 'test-admin@example.com',
  password: 'a long test passphrase 42',
} as const;

/**
 * The test product's CALLBACK_MIN_FILL_SECONDS (3 by default): a form sent sooner after it opened
 * is marked as suspected spam. Short, so that a test of a driver who took their time waits little.
 */
export const TEST_MIN_FILL_SECONDS = 1;

/**
 * Throws (never skips) when a build the product needs for a test is missing: `files` are paths
 * from the repository root, `hint` says how to build them.
 */
export function assertBuilt(files: readonly string[], hint: string): void {
  const missing = files.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`These build files are missing: ${missing.join(', ')}.\n${hint}`);
  }
}

export interface RunningProduct {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole product (`node infra/src/start.ts`) on a free port with a fresh embedded
 * database, the demo data and TEST_ADMIN, waits until the API is ready and `readyPath` answers
 * 200 (e.g. `/` for the public site), and returns its base URL. `env` adds settings of a test's
 * own (texts through a stand-in provider, say).
 */
export async function startProduct(
  readyPath = '/',
  env: Record<string, string> = {},
): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tow-test-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['infra/src/start.ts'], {
    cwd: REPO_ROOT,
    env: loopbackSiteEnv(port, dataDir, {
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // Every test comes from 127.0.0.1: do not let the per-IP limits get in the way.
      CALLBACK_RATE_LIMIT: '1000/15m',
      CALLBACK_SPAM_ADDRESS_LIMIT: '1000/15m',
      CALLBACK_SPAM_PHONE_LIMIT: '1000/15m',
      LOGIN_RATE_LIMIT: '1000/15m',
      CALLBACK_MIN_FILL_SECONDS: String(TEST_MIN_FILL_SECONDS),
      SITE_URL: baseUrl,
      ...env,
    }),
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
    await waitFor200(`${baseUrl}/api/ready`, child, 90_000, () => output);
    await waitFor200(`${baseUrl}${readyPath}`, child, 90_000, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
