import type { ZodError } from 'zod';
import { ApiError } from './api-error.ts';

/** 422 with every field's messages, headed by the first one so a person sees what to fix. */
export function validationError(error: ZodError): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const first = error.issues[0]?.message ?? 'The data given is not valid';
  return new ApiError(422, first, { errors });
}
