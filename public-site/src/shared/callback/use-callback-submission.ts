import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';
import { type CallbackActionData, IDEMPOTENCY_FIELD, sendCallback } from './send-callback.ts';

/**
 * Sending the form in the page: the outcome shown, a new empty form (`formKey`) and a new
 * Idempotency-Key after a success, focus on the outcome, and a send lost to the signal sent
 * again by itself when the connection comes back. `serverResult` is what the server rendered
 * for a plain form POST: on screen already, so it moves nothing. `onSent` clears what the other
 * hooks keep of the sent request.
 */
export function useCallbackSubmission(
  serverResult: CallbackActionData | undefined,
  refs: { form: RefObject<HTMLFormElement | null>; status: RefObject<HTMLDivElement | null> },
  onSent: () => void,
) {
  const [result, setResult] = useState(serverResult);
  const [submitting, setSubmitting] = useState(false);
  // A new key after each success: the form starts again empty, with its defaults.
  const [formKey, setFormKey] = useState(0);
  // One Idempotency-Key per request, kept through every retry (and in the draft). None in the
  // server's render: that page is served from the page cache to every driver who opens it within
  // seconds, and two drivers sharing a key would have the second one's request refused.
  const [idempotencyKey, setIdempotencyKey] = useState(() =>
    import.meta.env.SSR ? '' : newIdempotencyKey(),
  );
  // The latest callback, without making the effect below run on every render.
  const sent = useRef(onSent);
  sent.current = onSent;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    const outcome = await sendCallback(form);
    setSubmitting(false);
    setResult(outcome.result);
  };

  useEffect(() => {
    if (!result || result === serverResult) return;
    if (result.ok) {
      sent.current();
      setIdempotencyKey(newIdempotencyKey());
      setFormKey((key) => key + 1);
    }
    refs.status.current?.focus();
  }, [result, serverResult, refs.status]);

  // The form hydrated over the server's empty key: this browser's own goes in.
  useEffect(() => {
    const field = refs.form.current?.elements.namedItem(IDEMPOTENCY_FIELD);
    if (field instanceof HTMLInputElement && field.value === '') field.value = idempotencyKey;
  }, [idempotencyKey, refs.form]);

  useEffect(() => {
    if (!result || result.ok || !result.retryable) return;
    const resend = () => refs.form.current?.requestSubmit();
    window.addEventListener('online', resend, { once: true });
    return () => window.removeEventListener('online', resend);
  }, [result, refs.form]);

  return { result, submitting, submit, formKey, idempotencyKey };
}
