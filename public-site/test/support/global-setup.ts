import { assertBuilt, startProduct } from '@tow/shared-ui/test-support/product';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

/**
 * One server for every test file: the whole product (`node infra/src/start.ts`) on a free port
 * with a fresh embedded database and the test admin, once the home page renders, after checking
 * that the builds it serves are there.
 */
export default async function setup(project: TestProject) {
  assertBuilt(
    [
      'shared-ui/dist/mf-manifest.json',
      'shared-ui/dist/remoteEntry.js',
      'public-site/dist/client/.vite/manifest.json',
      'public-site/dist/server/entry-server.js',
    ],
    'The public-site tests need the builds: run `npm run build -w shared-ui && ' +
      'npm run build -w public-site` first (the root `npm test` does it for you).',
  );
  const product = await startProduct('/');
  project.provide('baseUrl', product.baseUrl);
  return () => product.stop();
}
