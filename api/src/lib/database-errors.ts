import { ApiError } from './api-error.ts';

interface PostgresError {
  code?: string;
  constraint?: string;
}

// Unique constraints a person can run into, with the field and message to show them.
const UNIQUE_MESSAGES: Record<string, [field: string, message: string]> = {
  locations_slug_key: ['slug', 'A location with this slug already exists'],
  seo_settings_page_key: ['page', 'SEO settings for this page already exist'],
  users_email_unique: ['email', 'A user with this email already exists'],
};

/**
 * Turns a constraint violation into the answer a client should get: 409 for a duplicate, 422
 * for a value the database refuses. Anything else is not the client's doing and is rethrown.
 */
export function translateDatabaseError(error: unknown): ApiError | null {
  const pgError = error as PostgresError;
  if (typeof pgError?.code !== 'string') return null;
  if (pgError.code === '23505') {
    const [field, message] = UNIQUE_MESSAGES[pgError.constraint ?? ''] ?? [
      'id',
      'This record already exists',
    ];
    return new ApiError(409, message, { errors: { [field]: [message] } });
  }
  // Class 22 is a value the database cannot hold: a NUL character in text or JSON, year 0000,
  // a number out of range...
  if (pgError.code === '23514' || pgError.code === '23502' || pgError.code.startsWith('22')) {
    return new ApiError(422, 'The data given is not valid');
  }
  return null;
}
