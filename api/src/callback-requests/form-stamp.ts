import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The public form's opening time, signed so a bot cannot claim it opened the form earlier:
 * `<milliseconds>.<HMAC-SHA256>`, keyed from the API's signing secret (shared by every replica).
 */
export interface FormStamps {
  issue: (now?: number) => string;
  /** Milliseconds since the stamp was issued, or null for a stamp this API did not sign. */
  elapsedMs: (stamp: string, now?: number) => number | null;
}

/** A stamp from a clock this far ahead of ours is not one we issued. */
const CLOCK_SKEW_MS = 60_000;

export function createFormStamps(secret: string): FormStamps {
  // A key of its own, so a stamp can never pass for any other signature of the API.
  const key = createHmac('sha256', secret).update('callback-form-stamp').digest();
  const sign = (ms: string) => createHmac('sha256', key).update(ms).digest();
  return {
    issue: (now = Date.now()) => `${now}.${sign(String(now)).toString('base64url')}`,
    elapsedMs: (stamp, now = Date.now()) => {
      const match = /^(\d{1,15})\.([\w-]{43})$/.exec(stamp);
      if (!match) return null;
      const [, ms = '', signature = ''] = match;
      if (!timingSafeEqual(sign(ms), Buffer.from(signature, 'base64url'))) return null;
      const elapsed = now - Number(ms);
      return elapsed < -CLOCK_SKEW_MS ? null : Math.max(0, elapsed);
    },
  };
}
