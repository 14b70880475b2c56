/** Failed calls a test provokes on purpose log "Failed to load resource": not a problem then. */
export const FAILED_CALL = /Failed to load resource|failed/;

/** Browsers log failed calls ("Failed to load resource: ... 422"); expected in failure tests. */
export const HTTP_ERROR_LOG =
  /Failed to load resource: the server responded with a status of (422|500)/;
