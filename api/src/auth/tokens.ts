import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'towing-api';
const AUDIENCE = 'admin-console';

export interface TokenSigner {
  sign: (sessionId: string, userId: number, expiresAt: Date) => Promise<string>;
  /** The session id of a valid token, or null. */
  verify: (token: string) => Promise<string | null>;
}

export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (sessionId, userId, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        return typeof payload.sid === 'string' ? payload.sid : null;
      } catch {
        return null;
      }
    },
  };
}
