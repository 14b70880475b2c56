/**
 * The environment of `npm start` (infra/src/start.ts) run as a child for a test or a measurement:
 * on loopback at `port`, on a fresh embedded database in `dataDir` (the caller's DATABASE_URL
 * never reaches it), logging warnings and worse; `env` on top.
 */
export function loopbackSiteEnv(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...env,
  };
}
