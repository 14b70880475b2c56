import { type FormEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';
import type { CallbackActionData } from './send-callback.ts';

/** The form's own chunk (draft and geolocation), loaded with the form. */
export type Enhancements = typeof import('./form-enhancements.ts');

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
  enhancements: RefObject<Enhancements | null>,
  { formKey, result }: { formKey: number; result: CallbackActionData | undefined },
  restorePosition: (position: Position) => void,
) {
  // The restore, as it was when this form opened.
  const restore = useRef(restorePosition);
  restore.current = restorePosition;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form; a new form (formKey, after a success) starts from the cleared draft.
  useEffect(() => {
    let live = true;
    void import('./form-enhancements.ts').then((module) => {
      const element = form.current;
      if (!live || !element) return;
      enhancements.current = module;
      const draft = module.loadDraft();
      if (draft) {
        module.fillForm(element, draft);
        if (draft.latitude && draft.longitude) {
          restore.current({
            latitude: draft.latitude,
            longitude: draft.longitude,
            accuracy: draft.location_accuracy_m ?? '',
            label: draft.location ?? '',
          });
        }
      }
      module.saveDraft(element);
    });
    return () => {
      live = false;
    };
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
      enhancements.current?.saveDraft(element);
    },
    [result, enhancements],
  );

  return { keepDraft };
}
