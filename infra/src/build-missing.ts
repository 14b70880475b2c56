import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';

/**
 * Workspaces whose build output the one-process server uses, in the order they must build: the
 * api's is the image a new embedded database starts from, the others' what it serves.
 */
export const BUILT_PARTS = ['api', 'shared-ui', 'public-site', 'admin-console'] as const;

function hasBuildScript(workspace: string): boolean {
  const manifest = join(REPOSITORY_ROOT, workspace, 'package.json');
  if (!existsSync(manifest)) return false;
  return Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build);
}

/**
 * Builds each part that has a build script but no `dist/` yet, so that
 * `npm ci && npm start` on a fresh clone serves everything.
 */
export function buildMissingParts(log: (message: string) => void): void {
  for (const workspace of BUILT_PARTS) {
    if (!hasBuildScript(workspace) || existsSync(join(REPOSITORY_ROOT, workspace, 'dist')))
      continue;
    log(`building ${workspace} (first start)`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: REPOSITORY_ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building ${workspace} failed`);
  }
}
