import { ApiError } from '../api/api-error.ts';

/** One message per field, for the `error` prop of the fields of a modal form. */
export type FieldErrors = Readonly<Record<string, string>>;

/** What `validateWith` needs of a zod schema (e.g. `ServiceInput` of `@tow/api/contracts`). */
export interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * Checks a payload with the API's own zod schema (one source of truth) before sending it, and
 * throws what the server's 422 answer would give (an ApiError with the first message and `errors`
 * per field), so client and server failures show the same way: the first message in the modal's
 * red box (EntityFormModal), each field's message next to it (`fieldErrorsOf`).
 */
export function validateWith<T>(schema: Schema<T>, payload: unknown): T {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const first = result.error.issues[0]?.message ?? 'The data given is not valid';
  throw new ApiError(first, 422, first, errors);
}

/**
 * The first message of each field of a failed save (`{}` for any other failure). A list item's
 * message (`features.2`) also counts for the list (`features`).
 */
export function fieldErrorsOf(failure: unknown): FieldErrors {
  if (!(failure instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(failure.errors)) {
    const message = messages[0];
    if (!message) continue;
    result[path] ??= message;
    const field = path.split('.')[0];
    if (field && field !== path) result[field] ??= message;
  }
  return result;
}
