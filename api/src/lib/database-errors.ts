import { ApiError } from './api-error.ts';

interface PostgresError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Refusals whose words the database writes itself (the trigger names the districts and area). */
const DETAILED_UNIQUE_FIELDS: Record<string, string> = {
  locations_postcode_districts_key: 'postcode_districts',
};

// Unique constraints a person can run into, with the field and message to show them.
const UNIQUE_MESSAGES: Record<string, [field: string, message: string]> = {
  locations_slug_key: ['slug', 'A location with this slug already exists'],
  seo_settings_page_key: ['page', 'SEO settings for this page already exist'],
  users_email_unique: ['email', 'A user with this email already exists'],
  vehicles_registration_key: ['registration', 'A vehicle with this registration already exists'],
};

// References a person can give that point at nothing, with the field and message to show them.
const REFERENCE_MESSAGES: Record<string, [field: string, message: string]> = {
  services_image_media_id_fkey: ['image_media_id', 'There is no such photo in the media library'],
};

/**
 * Turns a constraint violation into the answer a client should get: 409 for a duplicate, 422
 * for a value the database refuses. Anything else is not the client's doing and is rethrown.
 */
export function translateDatabaseError(error: unknown): ApiError | null {
  const pgError = error as PostgresError;
  if (typeof pgError?.code !== 'string') return null;
  if (pgError.code === '23505') {
    const detailed = DETAILED_UNIQUE_FIELDS[pgError.constraint ?? ''];
    if (detailed && pgError.detail) {
      return new ApiError(409, pgError.detail, { errors: { [detailed]: [pgError.detail] } });
    }
    const [field, message] = UNIQUE_MESSAGES[pgError.constraint ?? ''] ?? [
      'id',
      'This record already exists',
    ];
    return new ApiError(409, message, { errors: { [field]: [message] } });
  }
  const reference = REFERENCE_MESSAGES[pgError.constraint ?? ''];
  if (pgError.code === '23503' && reference) {
    const [field, message] = reference;
    return new ApiError(422, message, { errors: { [field]: [message] } });
  }
  // Class 22 is a value the database cannot hold: a NUL character in text or JSON, year 0000,
  // a number out of range...
  if (pgError.code === '23514' || pgError.code === '23502' || pgError.code.startsWith('22')) {
    return new ApiError(422, 'The data given is not valid');
  }
  return null;
}

/**
 * The connection to PostgreSQL went away under the request (the server was restarted, an
 * operator ended the session, the network dropped it): the transaction was rolled back, nothing
 * of the request is kept, and the same request sent again gets a fresh connection. Class 08 and
 * the shutdown codes 57P01-57P03, or node-pg's own words for a socket that closed.
 */
export function isLostDatabaseConnection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^(08...|57P0[123]|ECONNRESET|EPIPE)$/.test(code)) return true;
  return (
    typeof message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error|Client was closed)/.test(
      message,
    )
  );
}

/**
 * Runs `transaction` again (at most `tries` times in all) when the connection was lost under it:
 * the failed try was rolled back. Each new try waits a little longer first, so the pool has
 * dropped the other connections the same event broke (a server restart ends them all) rather
 * than handing one of them out again. For a request that must not be refused because a
 * connection broke (a driver's callback request). A connection lost during COMMIT leaves the
 * outcome unknown: the Idempotency-Key (or, without one, the same phone's open request within
 * CALLBACK_REPEAT_WINDOW_MINUTES) makes the next try answer without storing it twice.
 */
export async function againIfConnectionLost<T>(
  transaction: () => Promise<T>,
  tries = 4,
  pauseMs = 50,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= tries || !isLostDatabaseConnection(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
    }
  }
}
