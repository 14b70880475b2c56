import {
  type CallbackRequest,
  CallbackRequestUpdate,
  type CallbackStatus,
} from '@tow/contracts/callback-request';
import type { z } from 'zod';
import { validateWith } from '../../blocks/form-errors.ts';

/** What the edit form holds: only the two fields the admin may change (spec section 7). */
export interface CallbackFormValues {
  /** '' only if the select was emptied; the schema then says "Status is required". */
  readonly status: CallbackStatus | '';
  readonly admin_notes: string;
  /** Sent beside the spec's two fields: a wheel-lift then asks before it is assigned. */
  readonly needs_flatbed: boolean;
}

/** The form's starting values for a request. */
export function callbackFormValues(request: CallbackRequest): CallbackFormValues {
  return {
    status: request.status,
    admin_notes: request.admin_notes ?? '',
    needs_flatbed: request.needs_flatbed,
  };
}

/** A request as the public form creates it: pending, no notes. Staff never add one. */
export function newCallbackFormValues(): CallbackFormValues {
  return { status: 'pending', admin_notes: '', needs_flatbed: false };
}

/** The form → the PUT body `{ status, admin_notes, needs_flatbed }`, checked with the API's schema. */
export function callbackUpdatePayload(
  values: CallbackFormValues,
): z.output<typeof CallbackRequestUpdate> {
  return validateWith(CallbackRequestUpdate, {
    status: values.status || undefined,
    admin_notes: values.admin_notes,
    needs_flatbed: values.needs_flatbed,
  });
}
