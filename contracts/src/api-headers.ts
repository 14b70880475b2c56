/** Spec section 7: every call of the API from a browser carries the XHR marker header. */
export const XHR_HEADER = 'X-Requested-With';
export const XHR_HEADER_VALUE = 'XMLHttpRequest';

/** What the API takes as an Idempotency-Key: printable characters (a UUID is 36) up to 200. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
