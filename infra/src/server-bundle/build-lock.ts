import { mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { BUNDLE_DIR } from '@tow/server-kit/server-bundle/layout';

const LOCK = join(dirname(BUNDLE_DIR), 'server-build.lock');
/** Longer than any build takes: a lock this old was left by a build that was killed. */
const ABANDONED_AFTER_MS = 120_000;

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Runs `work` while no other build of the bundle runs: several servers started at once after a
 * change (a test suite's workers, say) build it once, the others waiting and then finding it
 * fresh. The lock is a folder, which only one process can create.
 */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (ageMs(LOCK) > ABANDONED_AFTER_MS) rmSync(LOCK, { recursive: true, force: true });
    else await delay(100);
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
