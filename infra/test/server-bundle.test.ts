import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BundleSources, bundleIsFresh } from '@tow/server-kit/server-bundle/freshness';
import { BUNDLE_SOURCES } from '@tow/server-kit/server-bundle/layout';
import { waitFor } from '@tow/server-kit/test-support/wait-for';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startProcess, stopProcess } from './support/processes.ts';

const BUILD_SCRIPT = join(import.meta.dirname, '..', 'src', 'build-server-bundle.ts');

describe('the server bundle', () => {
  let root: string;
  let sourcesFile: string;
  const builtAt = Date.now() - 60_000;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'towing-bundle-'));
    mkdirSync(join(root, 'api', 'src'), { recursive: true });
    for (const file of ['api/src/server.ts', 'package-lock.json']) {
      writeFileSync(join(root, file), '');
      utimesSync(join(root, file), new Date(builtAt - 1_000), new Date(builtAt - 1_000));
    }
    sourcesFile = join(root, 'sources.json');
    const built: BundleSources = { builtAt, sources: ['api/src/server.ts', 'package-lock.json'] };
    writeFileSync(sourcesFile, JSON.stringify(built));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is used as it is while no file it was built from has changed', () => {
    expect(bundleIsFresh(sourcesFile, root)).toBe(true);
  });

  it('is rebuilt once a source is edited after the build, or the packages change', () => {
    const later = new Date(builtAt + 1_000);
    utimesSync(join(root, 'api/src/server.ts'), later, later);
    expect(bundleIsFresh(sourcesFile, root)).toBe(false);
  });

  it('is rebuilt when a source it was built from is gone, or it was never built', () => {
    rmSync(join(root, 'package-lock.json'));
    expect(bundleIsFresh(sourcesFile, root)).toBe(false);
    expect(bundleIsFresh(join(root, 'no-such.json'), root)).toBe(false);
  });

  it('is not built again by a start while it is fresh', () => {
    const buildIfStale = () =>
      execFileSync(process.execPath, [BUILD_SCRIPT, '--if-stale'], { encoding: 'utf8' });
    // The first makes it fresh if a source was edited since the last `npm run build`.
    buildIfStale();
    const before = readFileSync(BUNDLE_SOURCES, 'utf8');
    expect(buildIfStale()).toBe('');
    expect(readFileSync(BUNDLE_SOURCES, 'utf8')).toBe(before);
  });

  it('names what it was built from: the servers, their worker threads and the package lock', () => {
    const built = JSON.parse(readFileSync(BUNDLE_SOURCES, 'utf8')) as BundleSources;
    expect(built.sources).toEqual(
      expect.arrayContaining([
        'infra/src/site-server.ts',
        'api/src/api-server.ts',
        'api/src/jobs/job-thread-entry.ts',
        'api/src/db/embedded-thread-entry.ts',
        'api/src/auth/password-score-thread.ts',
        'public-site/src/server/app.ts',
        'package-lock.json',
      ]),
    );
    expect(built.sources.filter((path) => path.includes('node_modules'))).toEqual([]);
  });

  it('is what an API replica runs while it is fresh, and says so', async () => {
    execFileSync(process.execPath, [BUILD_SCRIPT, '--if-stale']);
    const dataDir = mkdtempSync(join(tmpdir(), 'towing-bundle-api-'));
    const replica = startProcess('api', process.execPath, ['api/src/server.ts'], {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    });
    try {
      const listening = await waitFor('the replica to listen', async () =>
        replica.jsonLines().find((line) => line.msg === 'api listening'),
      );
      expect(listening.running_from).toBe('server bundle');
      const answer = await fetch(`http://127.0.0.1:${listening.port}/api/health`);
      expect(answer.status).toBe(200);
    } finally {
      await stopProcess(replica);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
