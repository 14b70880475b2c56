import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address. Behind our own proxy (`TRUST_PROXY=true`) that is the address the proxy
 * reports: `X-Real-IP`, else the last `X-Forwarded-For` entry (the one our proxy appended; any
 * earlier ones came from the client). Otherwise the socket's peer. Either way a client cannot
 * pick its own rate-limit key.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const real = c.req.header('x-real-ip')?.trim();
    if (real) return real;
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
