import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { apiConfig } from '../src/env.ts';
import { startApiRuntime } from '../src/runtime.ts';

const SCRIPT = fileURLToPath(new URL('../src/cli/manage-user.ts', import.meta.url));
const API_WORKSPACE = fileURLToPath(new URL('..', import.meta.url));
const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Each run starts a Node process that opens the database, migrates it and hashes a password.
const SLOW = 120_000;

/**
 * Where the script writes: an embedded database in a temporary DATA_DIR, or a fresh database on
 * the TEST_DATABASE_URL server. `env` points the script at it; `open` lets the test look at it.
 */
interface Target {
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
}

async function serverQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function createTarget(): Promise<Target> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `towing_cli_${randomBytes(6).toString('hex')}`;
    await serverQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: '' },
      open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
      remove: () => serverQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'towing-cli-'));
  return {
    // Relative, as the README writes it: the folder `npm start` uses, though the script runs in
    // the api workspace.
    env: { DATABASE_URL: '', DATA_DIR: relative(REPOSITORY_ROOT, dir) },
    open: () => openDatabase({ dataDir: dir }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

let target: Target;

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the script with Node 24 as `npm run user` would, with `stdin` piped in. */
function runScript(args: string[], env: Record<string, string>, stdin = ''): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      cwd: API_WORKSPACE,
      env: { ...process.env, ADMIN_PASSWORD: '', ...target.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

type Call = (
  method: string,
  path: string,
  options?: { body?: object; token?: string },
) => Promise<Response>;

/** Starts the API on the script's database, runs `use` against it over HTTP, and stops it again. */
async function withApi<T>(use: (call: Call) => Promise<T>): Promise<T> {
  // One fixed key, so a token from one start is still signed right in the next: a 401 then
  // can only mean its session ended.
  const config = apiConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', JWT_SECRET: 'k'.repeat(40) });
  const runtime = await startApiRuntime(config, { database: await target.open() });
  const call: Call = async (method, path, { body, token } = {}) =>
    runtime.app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  try {
    return await use(call);
  } finally {
    await runtime.close();
  }
}

function login(call: Call, email: string, password: string) {
  return call('POST', '/api/auth/login', { body: { email, password } });
}

beforeAll(async () => {
  target = await createTarget();
});

afterAll(async () => {
  await target?.remove();
});

describe('npm run user', () => {
  it(
    'creates a user who can then sign in, and resetting them signs out their sessions',
    async () => {
      const created = await runScript(['--email', 'ann@example.com', '--name', 'Ann Admin'], {
        ADMIN_PASSWORD: 'first-long-password',
      });
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout.trim()).toMatch(
        /^Created user ann@example\.com \(id \d+, "Ann Admin"\)/,
      );

      const token = await withApi(async (call) => {
        const answer = await login(call, 'ann@example.com', 'first-long-password');
        expect(answer.status).toBe(200);
        return ((await answer.json()) as { token: string }).token;
      });

      // The new password is piped in, as from a password manager; the email's case differs.
      const reset = await runScript(
        ['--email', 'ANN@example.com', '--name', 'Ann Other'],
        {},
        'second-long-password\n',
      );
      expect(reset.code, reset.stderr).toBe(0);
      expect(reset.stdout.trim()).toMatch(/^Reset user ann@example\.com .*signed out everywhere/);

      await withApi(async (call) => {
        expect((await call('GET', '/api/auth/me', { token })).status).toBe(401);
        const old = await login(call, 'ann@example.com', 'first-long-password');
        expect(old.status).toBe(401);
        const fresh = await login(call, 'ann@example.com', 'second-long-password');
        expect(fresh.status).toBe(200);
        const body = (await fresh.json()) as { user: { name: string; email: string } };
        expect(body.user).toMatchObject({ name: 'Ann Other', email: 'ann@example.com' });
      });
    },
    SLOW,
  );

  it(
    'refuses a password too short or too easy to guess, typed or piped, saying why, and creates nobody',
    async () => {
      const refused = [
        { password: 'too-short', reason: /at least 12 characters/ },
        { password: 'aaaaaaaaaaaa', reason: /Error: The password is too easy to guess\. Repeated/ },
        { password: 'password1234', reason: /Error: The password is too easy to guess\. \w/ },
        { password: 'qwertyuiop123', reason: /Error: The password is too easy to guess\. \w/ },
      ];
      for (const { password, reason } of refused) {
        const fromEnv = await runScript(['--email', 'weak@example.com'], {
          ADMIN_PASSWORD: password,
        });
        expect(fromEnv.code, password).not.toBe(0);
        expect(fromEnv.stderr, password).toMatch(reason);
        expect(fromEnv.stderr).not.toMatch(/\n\s+at /);
      }
      const piped = await runScript(['--email', 'weak@example.com'], {}, 'aaaaaaaaaaaa\n');
      expect(piped.code).not.toBe(0);
      expect(piped.stderr).toMatch(/too easy to guess/);

      await withApi(async (call) => {
        for (const { password } of refused) {
          expect((await login(call, 'weak@example.com', password)).status).toBe(401);
        }
      });
    },
    SLOW,
  );

  it(
    'explains what is wrong with the arguments, with a non-zero exit',
    async () => {
      const password = { ADMIN_PASSWORD: 'a-long-enough-password' };
      for (const [args, message] of [
        [[], /--email is required/],
        [['--email', 'not-an-email'], /--email must be an email address/],
        [['--email', 'ann@example.com', '--name', '  '], /--name cannot be empty/],
        [['--email', 'ann@example.com', '--colour', 'red'], /Unknown option '--colour'/],
      ] as const) {
        const result = await runScript([...args], password);
        expect(result.code, args.join(' ')).not.toBe(0);
        expect(result.stderr, args.join(' ')).toMatch(message);
        expect(result.stderr).not.toMatch(/\n\s+at /);
      }
      const help = await runScript(['--help'], {});
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/Usage: npm run user -- --email/);
    },
    SLOW,
  );
});
