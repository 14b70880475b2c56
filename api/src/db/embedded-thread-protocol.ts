export interface EmbeddedThreadData {
  /** A folder, or `memory://` for a database that lives only as long as the thread. */
  dataDir: string;
  /** The image a new cluster starts from (embedded-image.ts); null runs initdb. */
  image: string | null;
}

/** The messages between the embedded database's thread (embedded-thread-entry.ts) and its owner. */
export type EmbeddedCall =
  /** `begin`: a transaction is begun first, in the same message (PGliteClient.beginWith). */
  | { op: 'query'; sql: string; params: unknown[]; begin?: true }
  | { op: 'exec'; sql: string }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listenId: number }
  | { op: 'dump' }
  | { op: 'close' };

export type EmbeddedReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { notify: number; payload: string }
  | { ready: true }
  | { failed: SerializedError };

/**
 * An error with its own fields: a structured clone keeps only an Error's message, and the
 * callers read PostgreSQL's `code`, `constraint` and `detail` (database-errors.ts).
 */
export type SerializedError = { message: string; name: string } & Record<string, unknown>;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return { ...fields, name: error.name, message: error.message };
}

export function deserializeError({ message, name, ...fields }: SerializedError): Error {
  return Object.assign(new Error(message), { name }, fields);
}
