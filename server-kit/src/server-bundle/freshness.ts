import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../repository-root.ts';
import { BUNDLE_SOURCES } from './layout.ts';

/** What `sources.json` holds: when the bundle was built, and from which files. */
export interface BundleSources {
  readonly builtAt: number;
  readonly sources: readonly string[];
}

function changedSince(path: string, builtAt: number): boolean {
  try {
    return statSync(path).mtimeMs > builtAt;
  } catch {
    return true;
  }
}

/**
 * Whether the bundle is there and no file it was built from has changed (or gone) since. A
 * file edited while the build ran counts as changed: its time is after the build's start.
 */
export function bundleIsFresh(sourcesFile = BUNDLE_SOURCES, root = REPOSITORY_ROOT): boolean {
  let built: BundleSources;
  try {
    built = JSON.parse(readFileSync(sourcesFile, 'utf8'));
  } catch {
    return false;
  }
  return !built.sources.some((path) => changedSince(join(root, path), built.builtAt));
}
