import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout; every line about a request carries its `request_id`. `service` names the
 * process (`api`, `public-site`), so lines from several parts can be read together.
 *
 * pino's default destination writes asynchronously; keep it so. stdout is a pipe, and when what
 * reads it (a container runtime, journald) falls behind, a synchronous write (`sync: true`)
 * would hold the whole thread, requests and all, until the reader catches up
 * (api/test/log-reader-behind.test.ts).
 */
export function createLogger(level: pino.LevelWithSilent = 'info', service = 'api'): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
