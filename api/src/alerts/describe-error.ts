/** An error in one line for logs, history and the status endpoint: its code and message. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${code}: ${error.message}`
    : error.message;
}
