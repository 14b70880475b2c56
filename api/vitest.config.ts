import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_TLS_FILES } from './test/support/test-tls.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI must run the API tests against PostgreSQL too: set TEST_DATABASE_URL');
}

// Every test file runs once on the embedded database and, when TEST_DATABASE_URL is set, once
// more on that PostgreSQL server, each file in a database of its own. Several replicas starting
// together only exist on a server, so that file runs there alone; the embedded database's image
// only exists for the embedded database, and a process's logging and heap are the same on either.
const POSTGRES_ONLY = [
  'test/concurrent-start.test.ts',
  'test/replicas-live.test.ts',
  'test/lost-connection.test.ts',
  'test/sms-replicas.test.ts',
  'test/backup-replicas.test.ts',
  'test/prometheus-scrape.test.ts',
];
const EMBEDDED_ONLY = [
  'test/embedded-image.test.ts',
  'test/embedded-thread.test.ts',
  'test/pglite-dialect.test.ts',
  'test/log-reader-behind.test.ts',
  'test/heap-give-back.test.ts',
];
const project = (name: 'embedded' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    env: { TEST_DB: name },
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(name === 'embedded' ? POSTGRES_ONLY : EMBEDDED_ONLY)],
  },
});

export default defineConfig({
  test: {
    // Files at once: at least two even on two cores, as a PostgreSQL file mostly waits on the
    // server while an embedded one works; TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The local push service's certificate (written by the global setup before any worker starts)
    // is trusted the way a deployment trusts an extra CA: Node reads this variable at start-up.
    globalSetup: ['test/support/generate-test-tls.ts'],
    env: { NODE_EXTRA_CA_CERTS: TEST_TLS_FILES.cert },
    projects: [project('embedded'), ...(postgresUrl ? [project('postgres')] : [])],
  },
});
