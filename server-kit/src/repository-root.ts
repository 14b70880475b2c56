import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function listsWorkspaces(folder: string): boolean {
  const manifest = join(folder, 'package.json');
  return existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'));
}

/**
 * The repository's root: the nearest folder above this module whose package.json lists the
 * workspaces. Found rather than written as `../../` because the same code runs from its source
 * file and from `npm start`'s server bundle (infra/dist/server), which sit at other depths.
 */
function findRepositoryRoot(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (let folder = here; ; folder = dirname(folder)) {
    if (listsWorkspaces(folder)) return folder;
    if (dirname(folder) === folder)
      throw new Error(`No package.json with workspaces above ${here}`);
  }
}

/** Where the README's commands are typed; every file-relative path of the servers starts here. */
export const REPOSITORY_ROOT = findRepositoryRoot();
