import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files at once, one per core: each starts its own servers (nginx, replicas, the product) on
    // free ports and databases; TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
