import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE, REPO_ROOT } from './support/api-process.ts';
import { waitFor } from './support/wait-for.ts';

// Several times what a pipe holds (64 KiB, about 300 request lines).
const REQUESTS = 1_000;

/**
 * The API's log goes to a named pipe, as a container runtime's does, read only when the test
 * says: a log reader that falls behind, then catches up. A synchronous log destination would
 * hold every request once the pipe is full (server-kit/src/logger.ts). Runs on the embedded
 * database only (vitest.config.ts): the logging is the same on either.
 */
describe('an API process whose log nobody reads for a while', () => {
  let dir: string;
  let reader: number;
  let writer: number;
  let log = '';
  let child: ReturnType<typeof spawn>;
  let url: string;

  /** Reads what the pipe holds now. */
  const readLog = () => {
    const buffer = Buffer.alloc(64 * 1024);
    for (;;) {
      try {
        const read = readSync(reader, buffer);
        if (read === 0) return;
        log += buffer.toString('utf8', 0, read);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return;
        throw error;
      }
    }
  };
  /** The whole lines read so far (the last may still be on its way). */
  const lines = () =>
    log
      .split('\n')
      .slice(0, -1)
      .map((line) => JSON.parse(line) as { msg?: string; path?: string; port?: number });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tow-log-reader-'));
    const fifo = join(dir, 'log');
    execFileSync('mkfifo', [fifo]);
    reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    writer = openSync(fifo, 'w');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: dir,
    };
    // The embedded database under DATA_DIR, whatever the shell has set.
    delete env.DATABASE_URL;
    child = spawn(NODE, ['api/src/server.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', writer, 'inherit'],
    });
    const port = await waitFor(
      'the API to listen',
      async () => {
        readLog();
        return lines().find((line) => line.msg === 'api listening')?.port;
      },
      60_000,
    );
    url = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (child?.exitCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    closeSync(reader);
    closeSync(writer);
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps answering requests, and every line reaches the log once it is read again', async () => {
    for (let i = 0; i < REQUESTS; i++) {
      const response = await fetch(`${url}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      }).catch((error: unknown) => {
        throw new Error(`request ${i + 1} of ${REQUESTS} got no answer (is logging blocking?)`, {
          cause: error,
        });
      });
      expect(response.status, `request ${i + 1} of ${REQUESTS}`).toBe(200);
      await response.body?.cancel();
    }
    await waitFor('every request line', async () => {
      readLog();
      const logged = lines().filter((line) => line.path === '/api/health').length;
      return logged === REQUESTS ? logged : undefined;
    });
  });

  it('writes its last lines before it exits', async () => {
    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    await waitFor('the "stopped" line', async () => {
      readLog();
      return lines().find((line) => line.msg === 'stopped');
    });
    await exited;
  });
});
