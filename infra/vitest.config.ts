import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files at once: each starts its own servers (nginx, replicas, the product) on free ports and
    // databases, and mostly waits on them; TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS) || 3,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
