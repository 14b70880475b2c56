import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { bundleIsFresh } from '@tow/server-kit/server-bundle/freshness';
import { BUNDLE_MAIN } from '@tow/server-kit/server-bundle/layout';

/** The levels LOG_LEVEL may name (api/src/env.ts checks it once the server starts). */
const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/**
 * The server bundle's main entry, built first when it is missing or older than a source of it,
 * so that `npm start` never runs yesterday's code. The build runs in a process of its own, so
 * the server never loads the bundler, and what it prints becomes one JSON log line like the
 * server's own.
 */
export async function freshBundleMain(): Promise<URL> {
  if (!bundleIsFresh()) {
    const built = spawnSync(
      process.execPath,
      [join(REPOSITORY_ROOT, 'infra', 'src', 'build-server-bundle.ts'), '--if-stale'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const said = `${built.stdout}${built.stderr}`.trim();
    if (built.status !== 0) throw new Error(`Building the server bundle failed:\n${said}`);
    const { createLogger } = await import('@tow/server-kit/logger');
    const level = LOG_LEVELS.find((name) => name === process.env.LOG_LEVEL) ?? 'info';
    createLogger(level, 'site').info(
      { output: said },
      'server bundle built: it was missing or older than a source',
    );
  }
  return pathToFileURL(BUNDLE_MAIN);
}
