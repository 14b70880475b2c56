import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import type { DB } from '../db/database.ts';
import { recordHit } from '../db/repositories/rate-limits.ts';
import { ApiError } from '../lib/api-error.ts';
import { againIfConnectionLost } from '../lib/database-errors.ts';
import { clientIp } from './client-ip.ts';

export interface RateLimitOptions {
  db: DB;
  name: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
  message: string;
}

/** Per-IP fixed-window limit, counted in the database so all replicas share it. 429 past the limit. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = `${options.name}:${clientIp(c, options.trustProxy)}`;
    // A connection lost under the count is no reason to refuse (at worst a hit counts twice).
    const { hits, resetAt } = await againIfConnectionLost(() =>
      recordHit(options.db, key, options.windowMs),
    );
    const remaining = Math.max(0, options.limit - hits);
    c.header('RateLimit-Limit', String(options.limit));
    c.header('RateLimit-Remaining', String(remaining));
    if (hits > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new ApiError(429, options.message, { headers: { 'Retry-After': String(retryAfter) } });
    }
    await next();
  });
}
