import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-deps.ts';
import { ApiError } from '../lib/api-error.ts';
import type { HitCounter } from '../lib/hit-counter.ts';
import { clientIp } from './client-ip.ts';

export interface RateLimitOptions {
  /** A counter of the limit's own (AppDeps' newHitCounter). */
  counter: HitCounter;
  name: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
  /** Read when a caller is refused: it may name what changes while the API runs (the phone). */
  message: string | (() => string);
}

/**
 * Per-IP fixed-window limit, counted in the database so all replicas share it (createHitCounter:
 * another replica's hits a second late at most). 429 past the limit.
 */
export function rateLimit(options: RateLimitOptions) {
  const { counter } = options;
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = `${options.name}:${clientIp(c, options.trustProxy)}`;
    const { hits, resetAt } = await counter.hit(key, options.windowMs);
    const remaining = Math.max(0, options.limit - hits);
    c.header('RateLimit-Limit', String(options.limit));
    c.header('RateLimit-Remaining', String(remaining));
    if (hits > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      const message = typeof options.message === 'string' ? options.message : options.message();
      throw new ApiError(429, message, { headers: { 'Retry-After': String(retryAfter) } });
    }
    await next();
  });
}
