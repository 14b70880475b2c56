import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import type { BundleSources } from '@tow/server-kit/server-bundle/freshness';
import { BUNDLE_DIR, BUNDLE_SOURCES } from '@tow/server-kit/server-bundle/layout';
import { build } from 'rolldown';

const fromRoot = (path: string) => join(REPOSITORY_ROOT, path);

/**
 * The entries: the whole product, an API replica, and each worker thread they start, named as
 * `threadEntry` looks them up beside the chunk that starts them.
 */
const ENTRIES = {
  'site-server': fromRoot('infra/src/site-server.ts'),
  'api-server': fromRoot('api/src/api-server.ts'),
  'job-thread-entry': fromRoot('api/src/jobs/job-thread-entry.ts'),
  'embedded-thread-entry': fromRoot('api/src/db/embedded-thread-entry.ts'),
  'password-score-thread': fromRoot('api/src/auth/password-score-thread.ts'),
};

/**
 * Packages loaded from node_modules as they are: those that find files of their own beside
 * their code (PGlite's WebAssembly, piscina's and pino's worker scripts), native addons (sharp,
 * lightningcss), React, which must be the one copy the public site's SSR build uses too, and
 * pg's optional native binding.
 */
const EXTERNAL = [
  /^node:/,
  /^@electric-sql\/pglite(\/|$)/,
  /^piscina(\/|$)/,
  /^pino(\/|$)/,
  /^sharp(\/|$)/,
  /^lightningcss(\/|$)/,
  /^react(\/|$)/,
  /^react-dom(\/|$)/,
  'pg-native',
];

/**
 * Builds the server bundle `npm start` runs: our TypeScript and the pure-JavaScript packages in
 * a few files, so a start does not resolve, read, strip and link over a thousand modules one by
 * one (a quarter of a start's CPU, docs/performance.md). Built beside the old one and swapped
 * in whole (under build-lock.ts, one build at a time), so a server that starts meanwhile never
 * reads half of one.
 */
export async function buildServerBundle(): Promise<{ sources: number }> {
  const parent = dirname(BUNDLE_DIR);
  mkdirSync(parent, { recursive: true });
  const fresh = mkdtempSync(join(parent, 'server-new-'));
  const builtAt = Date.now();
  try {
    const output = await build({
      cwd: REPOSITORY_ROOT,
      input: ENTRIES,
      platform: 'node',
      external: EXTERNAL,
      logLevel: 'warn',
      output: {
        dir: fresh,
        format: 'esm',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
      },
    });
    const ours = new Set([import.meta.filename, fromRoot('package-lock.json')]);
    for (const file of output.output) {
      if (file.type !== 'chunk') continue;
      for (const id of file.moduleIds)
        if (id.startsWith(REPOSITORY_ROOT) && !id.includes('/node_modules/')) ours.add(id);
    }
    const sources = [...ours].map((path) => relative(REPOSITORY_ROOT, path)).sort();
    const built: BundleSources = { builtAt, sources };
    writeFileSync(join(fresh, basename(BUNDLE_SOURCES)), `${JSON.stringify(built, null, 1)}\n`);
    swapIn(fresh);
    return { sources: sources.length };
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

function swapIn(fresh: string): void {
  const old = `${fresh}-old`;
  try {
    renameSync(BUNDLE_DIR, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  renameSync(fresh, BUNDLE_DIR);
  rmSync(old, { recursive: true, force: true });
}
