import {
  type CallbackRequest,
  CallbackRequestUpdate,
  type CallbackStatus,
} from '@tow/api/contracts/callback-request';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';

/** What the edit form holds: only the two fields the admin may change (spec section 7). */
export interface CallbackFormValues {
  readonly status: CallbackStatus;
  readonly admin_notes: string;
}

/** Field → first message, shown next to the field. */
export type FieldErrors = Readonly<Partial<Record<keyof CallbackFormValues, string>>>;

/** The form's starting values for a request. */
export function callbackFormValues(request: CallbackRequest): CallbackFormValues {
  return { status: request.status, admin_notes: request.admin_notes ?? '' };
}

/** The form's fields → the PUT body `{ status, admin_notes }`, checked with the API's own schema. */
export function callbackUpdatePayload(form: FormData): z.output<typeof CallbackRequestUpdate> {
  const raw = {
    status: form.get('status') || undefined,
    admin_notes: String(form.get('admin_notes') ?? ''),
  };
  const parsed = CallbackRequestUpdate.safeParse(raw);
  if (parsed.success) return parsed.data;
  // The same shape as the server's 422, so the modal and the fields show it the same way.
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const first = parsed.error.issues[0]?.message ?? 'The data given is not valid';
  throw new ApiError(first, 422, first, errors);
}

/** The `errors` of a failed save (client check or server 422), one message per form field. */
export function callbackFieldErrors(failure: unknown): FieldErrors {
  if (!(failure instanceof ApiError)) return {};
  const pick = (field: keyof CallbackFormValues) => failure.errors[field]?.[0];
  return { status: pick('status'), admin_notes: pick('admin_notes') };
}
