import { relative } from 'node:path';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { bundleIsFresh } from '@tow/server-kit/server-bundle/freshness';
import { BUNDLE_DIR } from '@tow/server-kit/server-bundle/layout';
import { buildServerBundle } from './server-bundle/build-bundle.ts';
import { withBuildLock } from './server-bundle/build-lock.ts';

/**
 * `npm run build -w infra`: the server bundle `npm start` runs. With `--if-stale` (how a start
 * calls it), only when a source changed since the last build, which another start may have
 * made while this one waited for the lock.
 */
const ifStale = process.argv.includes('--if-stale');
await withBuildLock(async () => {
  if (ifStale && bundleIsFresh()) return;
  const started = performance.now();
  const { sources } = await buildServerBundle();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const folder = relative(REPOSITORY_ROOT, BUNDLE_DIR);
  console.log(`server bundle: ${sources} source files into ${folder}/ in ${seconds} s`);
});
