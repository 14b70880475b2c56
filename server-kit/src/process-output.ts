import { format } from 'node:util';
import type { Logger } from './logger.ts';

const CONSOLE_LEVELS = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const;

/**
 * Everything a server process writes becomes a JSON line of `logger`: what libraries print with
 * `console` (the router warns in plain text about a malformed URL), Node's own warnings, and a
 * crash, which is logged before the process exits 1, so a log pipeline never meets a line it
 * cannot parse.
 */
export function logProcessOutputAsJson(logger: Logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      logger[level]({ source: 'console', ...(error ? { err: error } : {}) }, format(...args));
    };
  }
  // Node prints warnings to stderr through a listener of its own: ours replaces it.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logger.warn({ err: warning }, warning.message));
  const crash = (error: unknown, origin: string) => {
    logger.fatal({ err: error, origin }, 'the process stops on an error nothing caught');
    logger.flush(() => process.exit(1));
  };
  process.on('uncaughtException', crash);
  process.on('unhandledRejection', (reason) => crash(reason, 'unhandledRejection'));
}
