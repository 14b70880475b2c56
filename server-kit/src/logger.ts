import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout; every line about a request carries its `request_id`. `service` names the
 * process (`api`, `public-site`), so lines from several parts can be read together.
 */
export function createLogger(level: pino.LevelWithSilent = 'info', service = 'api'): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
