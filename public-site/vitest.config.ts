import { defineConfig } from 'vitest/config';

// One server (node infra/src/start.ts on a fresh embedded database) for every test file, started
// by the global setup; each browser test file reuses one Chromium.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
