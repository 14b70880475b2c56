import type { ServerType } from '@hono/node-server';
import type { Logger } from './logger.ts';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (up to
 * `graceMs`), then run `cleanup` and exit.
 */
export function listenUntilSignalled(
  server: ServerType,
  logger: Logger,
  cleanup: () => Promise<void>,
  graceMs = 10_000,
) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, graceMs);
    force.unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    server.close(async () => {
      await cleanup();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
