/** The PostgreSQL server the benches make their scratch databases on. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Milliseconds since the epoch, comparable across the bench's threads and processes. */
export const now = () => performance.timeOrigin + performance.now();
