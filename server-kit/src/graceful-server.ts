import type { ServerResponse } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Logger } from './logger.ts';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (up to
 * `graceMs`), then run `cleanup` and exit.
 *
 * A proxy in front (nginx with upstream keep-alive) holds connections open between requests.
 * While draining, every answer says `Connection: close` and idle connections are closed as soon
 * as their last answer is out, so the proxy stops reusing them at once and the process exits in
 * milliseconds rather than after the keep-alive timeout. A request the proxy had already sent is
 * still answered.
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
    server.on('request', (_request, response: ServerResponse) => {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    });
    const sweep = setInterval(() => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    }, 50);
    const force = setTimeout(() => {
      logger.warn('requests still open after the grace period; closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, graceMs);
    force.unref();
    sweep.unref();
    server.close(async () => {
      clearInterval(sweep);
      await cleanup();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
