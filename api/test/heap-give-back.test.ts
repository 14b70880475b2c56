import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { QUIET_AFTER_BURST_MS, whenQuietAfterRequests } from '@tow/server-kit/heap-give-back';
import { afterEach, describe, expect, it } from 'vitest';
import { NODE, REPO_ROOT } from './support/api-process.ts';
import { waitFor } from './support/wait-for.ts';

const run = promisify(execFile);

/** The burst script's findings, run with the given node flags. */
async function afterBurst(flags: string[]) {
  const { stdout } = await run(NODE, [...flags, 'api/test/support/burst-heap.ts'], {
    cwd: REPO_ROOT,
  });
  return JSON.parse(stdout) as { during: number; after: number; gaveBack: number; again: null };
}

describe('a thread whose heap a burst grew', () => {
  it('gives the pages back to the system at once when started as the replicas are', async () => {
    const seen = await afterBurst(['--expose-gc', '--max-semi-space-size=4']);
    expect(seen.gaveBack).toBeGreaterThan(16 * 1_048_576);
    expect(seen.during - seen.after).toBeGreaterThan(40);
    // Nothing grew since: a second call collects nothing.
    expect(seen.again).toBeNull();
  });

  it('does nothing without --expose-gc', async () => {
    const seen = await afterBurst([]);
    expect(seen.gaveBack).toBe(0);
  });
});

describe('a server quiet after requests', () => {
  const servers: ReturnType<typeof createServer>[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it(`says so once, ${QUIET_AFTER_BURST_MS} ms after the last request it started, and not while requests keep coming`, async () => {
    const server = createServer((_, response) => response.end('ok'));
    servers.push(server);
    const quiet: number[] = [];
    whenQuietAfterRequests(server, () => quiet.push(Date.now()));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    let lastStarted = 0;
    for (let request = 0; request < 8; request++) {
      lastStarted = Date.now();
      await (await fetch(url)).text();
      await new Promise((resolve) => setTimeout(resolve, QUIET_AFTER_BURST_MS / 5));
    }
    expect(quiet).toEqual([]);
    const saidAt = await waitFor('the server to say it is quiet', async () => quiet[0]);
    // Node's timers may fire a millisecond early.
    expect(saidAt - lastStarted).toBeGreaterThanOrEqual(QUIET_AFTER_BURST_MS - 2);
    await new Promise((resolve) => setTimeout(resolve, QUIET_AFTER_BURST_MS + 500));
    expect(quiet).toHaveLength(1);
  });
});
