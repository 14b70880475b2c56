import type { StatementPart } from '../db/statement-parts.ts';

/** What one alert did: how many it reached, and the writes that record its success. */
export interface AlertDelivery {
  /** Addresses an email went to, browsers a push went to; 0 when there was nobody to reach. */
  reached: number;
  /** For the caller to make with its own: the alert job makes them with its completion. */
  writes: StatementPart[];
}
