import { defineConfig } from 'vitest/config';

// Components are rendered to static markup with react-dom/server (as the SSR server does), so the
// tests run in Node; no DOM emulation needed. CSS modules resolve to stable class names.
export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
