import { IDEMPOTENCY_KEY_PATTERN } from '@tow/contracts/api-headers';
import type { CallbackRequestInput, Urgency } from '@tow/contracts/callback-request';
import { CALLBACK_SUBMITTED_MESSAGE, DEFAULT_URGENCY } from '@tow/contracts/constants';
import { callApi } from '../../data/api.ts';
import { keyOfSend, newIdempotencyKey } from './idempotency-key.ts';

/** Spec section 8: the failure of a callback request, word for word (the success is the API's). */
export const CALLBACK_FAILURE_MESSAGE = 'Failed to submit request. Please try again.';

export const CALLBACK_FIELDS = [
  'name',
  'phone',
  'email',
  'location',
  'service_type',
  'urgency',
  'preferred_callback_time',
  'message',
  'latitude',
  'longitude',
  'location_accuracy_m',
  'unsafe_location',
  'idempotency_key',
  'website',
  'form_stamp',
] as const;

/** What the browser keeps between attempts: a retry of the same send carries the same key. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';
/** How long the browser waits for the API before treating the send as lost. */
const SEND_TIMEOUT_MS = 20_000;

export type CallbackField = (typeof CALLBACK_FIELDS)[number];
export type CallbackValues = Record<CallbackField, string>;
export type CallbackErrors = Partial<Record<CallbackField, string>>;

export type CallbackActionData =
  | {
      readonly ok: true;
      readonly message: string;
      /** e.g. WMR-7K3Q, read out on the phone. */
      readonly reference: string;
      /** `/request/{token}`, the driver's status page. */
      readonly statusUrl: string;
    }
  | {
      readonly ok: false;
      readonly message: string;
      readonly errors: CallbackErrors;
      readonly values: CallbackValues;
      /** The send did not get through (offline, timeout, server error): worth sending again. */
      readonly retryable: boolean;
    };

/** The form's hidden key was altered (no browser of ours sends such a key): nothing was sent. */
export const CALLBACK_BAD_KEY_MESSAGE =
  'This form could not be sent as it was. Everything you typed is kept: please send it again.';

/** Said under the spec's failure message when the request did not get through. */
export const CALLBACK_NOT_SENT_MESSAGE =
  'We could not send your request: the signal may have dropped. Everything you typed is kept.';

function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function readValues(form: FormData): CallbackValues {
  const values = {} as CallbackValues;
  for (const field of CALLBACK_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The API's `errors` ({ field: [messages] }) as one message per known field. */
function fieldErrors(errors: unknown): CallbackErrors {
  const result: CallbackErrors = {};
  if (!errors || typeof errors !== 'object') return result;
  for (const field of CALLBACK_FIELDS) {
    const messages = (errors as Record<string, unknown>)[field];
    const list = Array.isArray(messages)
      ? messages
      : typeof messages === 'string'
        ? [messages]
        : [];
    const text = list.filter((m): m is string => typeof m === 'string' && m !== '').join(' ');
    if (text) result[field] = text;
  }
  return result;
}

/** What a send came to, and the HTTP status the page answers with when it is a failure. */
export interface CallbackOutcome {
  readonly result: CallbackActionData;
  readonly status: number;
}

/**
 * Sends the callback form to the API: from the form's island in the browser (the in-page send),
 * and from the server's route action for a plain form POST (before the island, or without
 * JavaScript).
 */
export async function sendCallback(form: FormData): Promise<CallbackOutcome> {
  const values = readValues(form);
  if (values.idempotency_key && !IDEMPOTENCY_KEY_PATTERN.test(values.idempotency_key)) {
    // The sender's error, not a lost signal: answered as such, with a good key for the next send.
    const result: CallbackActionData = {
      ok: false,
      message: CALLBACK_BAD_KEY_MESSAGE,
      errors: {},
      values: { ...values, idempotency_key: newIdempotencyKey() },
      retryable: false,
    };
    return { result, status: 422 };
  }
  // The API checks every field (contracts' CallbackRequestInput, preferred time included) and
  // answers with its messages; the form sends what was typed, in the contract's shape.
  const payload: CallbackRequestInput = {
    name: values.name,
    phone: values.phone,
    email: values.email.trim() === '' ? null : values.email.trim(),
    location: values.location,
    service_type: values.service_type,
    message: values.message,
    urgency: (values.urgency || DEFAULT_URGENCY) as Urgency,
    preferred_callback_time: values.preferred_callback_time || null,
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
    location_accuracy_m: numberOrNull(values.location_accuracy_m),
    unsafe_location: values.unsafe_location === 'yes',
    // The spam signs the API reads (the hidden field, when the form opened); it never refuses.
    website: values.website,
    ...(values.form_stamp ? { form_stamp: values.form_stamp } : {}),
  };
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // Not put back in the form's values: a send changed after a failure is another request.
    'Idempotency-Key': values.idempotency_key || (await keyOfSend(values)),
  };
  let status = 503;
  let body: { success?: unknown; message?: unknown; errors?: unknown } = {};
  try {
    const response = await callApi('/callback-requests', {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = response.status;
    body = ((await response.json().catch(() => ({}))) ?? {}) as typeof body;
    const request = (body as { request?: { reference?: unknown; status_url?: unknown } }).request;
    if (response.ok && body.success === true) {
      const result: CallbackActionData = {
        ok: true,
        message: CALLBACK_SUBMITTED_MESSAGE,
        reference: String(request?.reference ?? ''),
        statusUrl: String(request?.status_url ?? ''),
      };
      return { result, status };
    }
  } catch (error) {
    console.warn('Callback request failed:', error instanceof Error ? error.message : error);
  }
  // No answer, a timeout or a server fault: the request may not have arrived; the same key
  // makes sending it again safe. A 4xx is an answer about the request itself.
  const retryable = status >= 500;
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : CALLBACK_FAILURE_MESSAGE;
  const result: CallbackActionData = {
    ok: false,
    message,
    errors: fieldErrors(body.errors),
    values,
    retryable,
  };
  return { result, status: status >= 400 ? status : 502 };
}
