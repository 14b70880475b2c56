/** The part of http_ece (no published types) the test push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
}
