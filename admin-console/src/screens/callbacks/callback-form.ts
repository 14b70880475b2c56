import {
  type CallbackRequest,
  CallbackRequestUpdate,
  type CallbackStatus,
} from '@tow/contracts/callback-request';
import type { z } from 'zod';
import { validateWith } from '../../blocks/form-errors.ts';
import type { Editing } from '../../blocks/use-entity-editor.ts';

/** What the edit form holds: only the two fields the admin may change (spec section 7). */
export interface CallbackFormValues {
  /** '' only if the select was emptied; the schema then says "Status is required". */
  readonly status: CallbackStatus | '';
  readonly admin_notes: string;
  /** Sent beside the spec's two fields when changed: a wheel-lift then asks before it is assigned. */
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

/**
 * The form → the PUT body, checked with the API's schema: the spec's `{ status, admin_notes }`,
 * and `needs_flatbed` only when staff changed it, so an ordinary edit sends the spec's body alone.
 */
export function callbackUpdatePayload(
  values: CallbackFormValues,
  editing?: Editing<CallbackRequest>,
): z.output<typeof CallbackRequestUpdate> {
  const stored = editing?.mode === 'edit' ? editing.record.needs_flatbed : false;
  return validateWith(CallbackRequestUpdate, {
    status: values.status || undefined,
    admin_notes: values.admin_notes,
    ...(values.needs_flatbed !== stored ? { needs_flatbed: values.needs_flatbed } : {}),
  });
}
