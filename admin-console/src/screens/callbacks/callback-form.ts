import {
  type CallbackRequest,
  CallbackRequestUpdate,
  type CallbackStatus,
} from '@tow/contracts/callback-request';
import type { z } from 'zod';
import { validateWith } from '../../blocks/form-errors.ts';

/** What the edit form holds: only the two fields the admin may change (spec section 7). */
export interface CallbackFormValues {
  readonly status: CallbackStatus;
  readonly admin_notes: string;
}

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
  return validateWith(CallbackRequestUpdate, raw);
}
