/** A UUID's text from 16 bytes, marked version 4 as the API's key pattern expects. */
function uuidOf(bytes: Uint8Array): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A UUID (v4) for the Idempotency-Key of one send and its retries. `crypto.randomUUID` exists only
 * in secure contexts; `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  return uuidOf(crypto.getRandomValues(new Uint8Array(16)));
}

/**
 * The key of a send that came with none: a plain form POST from a page rendered without one (a
 * rendered page is served from the page cache to everyone who opens it within seconds, so a key
 * in it would be shared by different drivers). The same send sent twice gets the same key, any
 * other send another; the form's stamp is part of it, so the same words sent again from a page
 * opened later are a request of their own.
 */
export async function keyOfSend(fields: Readonly<Record<string, string>>): Promise<string> {
  const text = new TextEncoder().encode(JSON.stringify(fields));
  const digest = await crypto.subtle.digest('SHA-256', text);
  return uuidOf(new Uint8Array(digest, 0, 16));
}
