/**
 * What the two apps' suites share to run against the whole product. Test files run side by side,
 * one per worker slot (vitest's VITEST_POOL_ID: never two running files in one slot). The global
 * setup (`test/support/global-setup.ts`) gives each slot a product and a Chromium of its own, so a
 * file sees only what it and the files before it in its slot did, as when every file ran one
 * after another. A test file reaches them through product-slot.ts.
 */

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.ts';
import { LongestFirst } from './longest-first.ts';
import { TEST_REPORTS_DIR } from './measured-durations.ts';
import { assertBuilt, startProduct } from './product.ts';

/** What a worker slot has: the product's base URL and Chromium's endpoint to connect to. */
export interface ProductSlot {
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** Playwright's ws:// endpoint of the slot's Chromium. */
  readonly browser: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker slot, slot N at index N − 1. */
    productSlots: ProductSlot[];
  }
}

/**
 * Test files at once, each in a slot with a product and a Chromium of its own: one per core.
 * A slot's tests mostly wait, but its product, its Chromium and its test worker together keep
 * about one core busy while a page loads; three slots on two cores (a load average of 17) made
 * the heaviest tests four times slower than alone. TEST_WORKERS overrides.
 */
const SLOTS = Number(process.env.TEST_WORKERS) || availableParallelism();

/**
 * The vitest config of an app's browser suite (its `vitest.config.ts` exports it): files in
 * slots, the longest first; each test's time budget from its measured duration
 * (measured-durations.ts); a JSON report per workspace in `artifacts/test-reports/`, from which
 * `npm run test:durations` measures again.
 */
export function productSuiteConfig(workspace: string) {
  return defineConfig({
    test: {
      include: ['test/**/*.test.ts'],
      globalSetup: ['test/support/global-setup.ts'],
      setupFiles: [fileURLToPath(new URL('./time-budget.ts', import.meta.url))],
      maxWorkers: SLOTS,
      sequence: { sequencer: LongestFirst },
      // time-budget.ts gives each test its own limit.
      testTimeout: 0,
      hookTimeout: 120_000,
      teardownTimeout: 30_000,
      // vitest's 1 s is short for a page on a busy two-core machine (CI's load reaches 10): a
      // form woken when the browser was next idle missed it once. A poll that passes returns at
      // once.
      expect: { poll: { timeout: 10_000 } },
      reporters: ['default', ['json', { outputFile: join(TEST_REPORTS_DIR, `${workspace}.json`) }]],
    },
  });
}

/**
 * A global setup that checks the builds the suite needs (`files`, with `hint` on how to make
 * them), then starts a slot per worker (no more than the run has test files: one file run alone
 * needs one): a product, ready once `readyPath` answers 200, and a Chromium.
 */
export function productGlobalSetup(files: readonly string[], hint: string, readyPath = '/') {
  return async (project: TestProject) => {
    assertBuilt(files, hint);
    const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
    const count = Math.max(1, Math.min(workers, project.vitest.state.getPaths().length));
    const started = await Promise.allSettled(
      Array.from({ length: count }, () =>
        Promise.all([startProduct(readyPath), launchBrowserServer()]),
      ),
    );
    const running = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const stopAll = async () => {
      await Promise.all(running.flatMap(([product, browser]) => [product.stop(), browser.close()]));
    };
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      await stopAll();
      throw failed.reason;
    }
    project.provide(
      'productSlots',
      running.map(([product, browser]) => ({
        baseUrl: product.baseUrl,
        browser: browser.wsEndpoint(),
      })),
    );
    return stopAll;
  };
}
