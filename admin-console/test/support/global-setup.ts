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
 * with a fresh embedded database and the test admin, after checking that the builds it serves
 * are there (the console's own, the public site's for the pages some tests visit, shared-ui's).
 */
export default async function setup(project: TestProject) {
  assertBuilt(
    [
      'shared-ui/dist/remoteEntry.js',
      'public-site/dist/server/entry-server.js',
      'admin-console/dist/index.html',
    ],
    'The admin-console tests need the builds: run `npm run build -w shared-ui && ' +
      'npm run build -w public-site && npm run build -w admin-console` first ' +
      '(the root `npm test` does it for you).',
  );
  const product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
  return () => product.stop();
}
