import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. One step
 * either side is accepted, for a phone clock a little off.
 */
function totpFor(secret: string, label = 'console') {
  return new TOTP({
    issuer: 'Towing console',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/**
 * The 30-second step `code` belongs to when it is a current code of `secret` (the clock is
 * Date.now()), else null.
 */
export function totpStep(secret: string, code: string): number | null {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpFor(secret).validate({ token: digits, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 30_000) + delta;
}

/** Whether `code` is a current code of `secret`. */
export function checkTotp(secret: string, code: string): boolean {
  return totpStep(secret, code) !== null;
}

/** Ten recovery codes like `k3f9-xq2m-7hd4`, each good for one sign-in. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const chars = Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
