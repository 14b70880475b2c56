import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/processes.ts';

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

/**
 * The node arguments before the API's entry in each way it is started: a replica
 * (`api/src/server.ts`), or the whole product in one process (`npm start`, `infra/src/start.ts`).
 */
const startCommands = {
  systemd: /ExecStart=\S+\/node (.*)api\/src\/server\.ts/.exec(
    read('infra/systemd/towing-api@.service'),
  )?.[1],
  image: /CMD \["node", (.*)"api\/src\/server\.ts"\]/
    .exec(read('infra/docker/api.Dockerfile'))?.[1]
    ?.replaceAll(/[",]/g, ''),
  'npm start -w api': /node (.*)src\/server\.ts/.exec(
    (JSON.parse(read('api/package.json')) as { scripts: { start: string } }).scripts.start,
  )?.[1],
  'npm start': /node (.*)src\/start\.ts/.exec(
    (JSON.parse(read('infra/package.json')) as { scripts: { start: string } }).scripts.start,
  )?.[1],
};

describe('the API as production and `npm start` start it', () => {
  // V8 sizes the young generation from the machine's memory: on 24 GB it grew to 128 MB in a
  // burst and kept it, most of a replica's growth from 311 to 549 MB (docs/performance.md).
  it.each(Object.entries(startCommands))('caps the young generation at 8 MB (%s)', (_, flags) => {
    expect(flags?.trim().split(/\s+/)).toContain('--max-semi-space-size=4');
  });

  // V8 lets the old generation grow to up to 4 times what survived its last full collection
  // before the next: a burst's requests, promoted while they wait on the database and dead soon
  // after, took a replica's old space to 120-150 MB for 25 MB live, and V8 keeps the pages.
  it.each(
    Object.entries(startCommands),
  )('collects the old generation once it is 1.5 times what lived (%s)', (_, flags) => {
    expect(flags?.trim().split(/\s+/)).toContain('--heap-growing-percent=50');
  });

  // V8 keeps the pages a burst freed until its memory reducer runs, about 100 s later: the
  // server gives them back itself 2 s after a burst ends (heap-give-back.ts), with `gc`.
  it.each(
    Object.entries(startCommands),
  )('lets the server give back what a burst grew its heap by (%s)', (_, flags) => {
    expect(flags?.trim().split(/\s+/)).toContain('--expose-gc');
  });

  // Each of the replica's two threads loads Node's TypeScript stripper (about 20 MB resident)
  // unless the stripped modules are in the compile cache from an earlier start.
  it('keeps its compiled modules between starts (systemd: in its own cache directory)', () => {
    const unit = read('infra/systemd/towing-api@.service');
    expect(unit).toMatch(/^CacheDirectory=towing-api$/m);
    expect(unit).toMatch(/^Environment=NODE_COMPILE_CACHE=%C\/towing-api$/m);
  });

  it('keeps its compiled modules between starts of a container', () => {
    expect(read('infra/docker/api.Dockerfile')).toMatch(/^ENV .*NODE_COMPILE_CACHE=\/tmp\/\S+/m);
  });
});

describe('the SSR server as systemd starts it', () => {
  // Its /tmp is private and goes with each stop: the compile cache needs a place that stays.
  it('keeps its compiled modules between starts in its own cache directory', () => {
    const unit = read('infra/systemd/towing-ssr@.service');
    expect(unit).toMatch(/^CacheDirectory=towing-ssr$/m);
    expect(unit).toMatch(/^Environment=NODE_COMPILE_CACHE=%C\/towing-ssr$/m);
  });
});
