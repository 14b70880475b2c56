import type { CallbackRequestInput, Urgency } from '@tow/contracts/callback-request';
import { DEFAULT_URGENCY } from '@tow/contracts/constants';
import { type ActionFunctionArgs, data } from 'react-router-dom';
import { callApi } from '../../data/api.ts';

/** Spec section 8: the two outcomes of a callback request, word for word. */
export const CALLBACK_SUCCESS_MESSAGE =
  "Callback request submitted successfully! We'll contact you soon.";
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
] as const;

export type CallbackField = (typeof CALLBACK_FIELDS)[number];
export type CallbackValues = Record<CallbackField, string>;
export type CallbackErrors = Partial<Record<CallbackField, string>>;

export type CallbackActionData =
  | { readonly ok: true; readonly message: string }
  | {
      readonly ok: false;
      readonly message: string;
      readonly errors: CallbackErrors;
      readonly values: CallbackValues;
    };

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

/**
 * The callback form's action, for /contact and the area pages. In the browser it runs when the
 * router submits the form; without JavaScript the SSR server runs it for the plain form POST.
 */
export async function callbackAction({ request }: ActionFunctionArgs) {
  const values = readValues(await request.formData());
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
  };
  let status = 503;
  let body: { success?: unknown; message?: unknown; errors?: unknown } = {};
  try {
    const response = await callApi('/callback-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    status = response.status;
    body = ((await response.json().catch(() => ({}))) ?? {}) as typeof body;
    if (response.ok && body.success === true) {
      return { ok: true, message: CALLBACK_SUCCESS_MESSAGE } satisfies CallbackActionData;
    }
  } catch (error) {
    console.warn('Callback request failed:', error instanceof Error ? error.message : error);
  }
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : CALLBACK_FAILURE_MESSAGE;
  const result: CallbackActionData = {
    ok: false,
    message,
    errors: fieldErrors(body.errors),
    values,
  };
  return data(result, { status: status >= 400 ? status : 502 });
}
