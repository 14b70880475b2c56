import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a challenge: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token or recovery code: its SHA-256. The inputs are random and
 * long, so a fast hash is enough; a stolen table opens nothing.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
