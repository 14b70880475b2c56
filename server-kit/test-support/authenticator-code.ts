import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` at `at` (now by default). */
export function authenticatorCode(secret: string, at: Date = new Date()): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: at.getTime() });
}
