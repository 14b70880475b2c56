/**
 * What the two apps' suites share to run against the whole product: one server for every test
 * file, started by the app's global setup (`test/support/global-setup.ts`), whose base URL the
 * tests read with `inject('baseUrl')`; each browser test file reuses one Chromium.
 */

import { defineConfig } from 'vitest/config';
import type { TestProject } from 'vitest/node';
import { assertBuilt, startProduct } from './product.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

/** The vitest config of an app's suite (its `vitest.config.ts` exports it). */
export const productSuiteConfig = defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});

/**
 * A global setup that checks the builds the suite needs (`files`, with `hint` on how to make
 * them), starts the product, waits for `readyPath` to answer 200, and provides its base URL.
 */
export function productGlobalSetup(files: readonly string[], hint: string, readyPath = '/') {
  return async (project: TestProject) => {
    assertBuilt(files, hint);
    const product = await startProduct(readyPath);
    project.provide('baseUrl', product.baseUrl);
    return () => product.stop();
  };
}
