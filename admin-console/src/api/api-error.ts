/** A failed API call, carrying the server's message (shown to staff as is, spec section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The `message` of the server's answer, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Field → messages, from a 422 validation answer. */
  readonly errors: Readonly<Record<string, readonly string[]>>;

  constructor(
    message: string,
    status: number,
    serverMessage: string | undefined,
    errors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
  }
}

/**
 * The text to show for a failure: the server's message, else the screen's fallback (spec
 * section 8, e.g. `errorMessage(error, 'An error occurred')` or `'Login failed'`).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
