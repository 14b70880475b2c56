import { type FormEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';
import { fillForm, loadDraft, saveDraft } from './kept-draft.ts';
import type { CallbackActionData } from './send-callback.ts';

/** The phone's position as the form holds it: hidden fields plus the text shown as the location. */
export interface Position {
  latitude: string;
  longitude: string;
  accuracy: string;
  label: string;
}

/**
 * What the driver typed, kept in the browser as they type: put back when the form (re)opens,
 * with the position it held. Typing after a failed send makes it a different request, with an
 * Idempotency-Key of its own (the API refuses a used key with another body; the same phone
 * within 30 minutes still joins one row).
 */
export function useKeptDraft(
  form: RefObject<HTMLFormElement | null>,
  { formKey, result }: { formKey: number; result: CallbackActionData | undefined },
  restorePosition: (position: Position) => void,
) {
  // The restore, as it was when this form opened.
  const restore = useRef(restorePosition);
  restore.current = restorePosition;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form; a new form (formKey, after a success) starts from the cleared draft.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const draft = loadDraft();
    if (draft) {
      fillForm(element, draft);
      if (draft.latitude && draft.longitude) {
        restore.current({
          latitude: draft.latitude,
          longitude: draft.longitude,
          accuracy: draft.location_accuracy_m ?? '',
          label: draft.location ?? '',
        });
      }
    }
    saveDraft(element);
  }, [formKey]);

  // The failed send whose key was already replaced by an edit.
  const rekeyedAfter = useRef<CallbackActionData | null>(null);
  const keepDraft = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const element = event.currentTarget;
      const key = element.elements.namedItem('idempotency_key');
      if (
        result &&
        !result.ok &&
        rekeyedAfter.current !== result &&
        key instanceof HTMLInputElement
      ) {
        rekeyedAfter.current = result;
        key.value = newIdempotencyKey();
      }
      saveDraft(element);
    },
    [result],
  );

  return { keepDraft };
}
