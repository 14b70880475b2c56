/** Spec section 7: every call of the API from a browser carries the XHR marker header. */
export const XHR_HEADER = 'X-Requested-With';
export const XHR_HEADER_VALUE = 'XMLHttpRequest';
