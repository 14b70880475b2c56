import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startSite } from '../../../public-site/test/support/site.ts';

/**
 * One server for every test file: the whole product (`node infra/src/start.ts`) on a free port
 * with a fresh embedded database and the test admin, started by the public site's test support
 * (one copy of it), after checking that the console's build is there to be served.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(REPO_ROOT, 'admin-console', 'dist', 'index.html'))) {
    throw new Error(
      'The admin-console tests need its build: run `npm run build -w admin-console` first ' +
        '(the root `npm test` does it for you).',
    );
  }
  const site = await startSite();
  project.provide('baseUrl', site.baseUrl);
  return () => site.stop();
}
