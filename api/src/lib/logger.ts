import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout; every line about a request carries its `request_id`. */
export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({ level, base: { service: 'api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
