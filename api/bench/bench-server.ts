/** The PostgreSQL server the benches make their scratch databases on. */
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Milliseconds since the epoch, comparable across the bench's threads and processes. */
export const now = () => performance.timeOrigin + performance.now();

/** The owner every bench signs in as. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'a-long-bench-password' };

/**
 * A replica's settings in a bench: no demo content, the bench's owner, and each driver's address
 * from `X-Forwarded-For`. `noCallbackLimits` lifts the limits that would refuse or mark as spam
 * requests a bench sends faster than any one driver would. Without `firstAdmin` the replica
 * creates no owner, as every start after a company's first: checking ADMIN_PASSWORD's strength
 * starts the password scorer's thread (about 60 MB resident), which then lives a minute.
 */
export function benchReplicaEnv(
  database: { DATABASE_URL: string } | { DATA_DIR: string },
  { noCallbackLimits = false, firstAdmin = true } = {},
): Record<string, string> {
  return {
    DATABASE_URL: '',
    ...database,
    SEED_DEMO: 'false',
    ...(firstAdmin ? { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password } : {}),
    TRUST_PROXY: 'true',
    ...(noCallbackLimits
      ? {
          CALLBACK_RATE_LIMIT: '10000000/1m',
          CALLBACK_SPAM_ADDRESS_LIMIT: '10000000/1m',
          CALLBACK_SPAM_PHONE_LIMIT: '10000000/1m',
        }
      : {}),
  };
}
