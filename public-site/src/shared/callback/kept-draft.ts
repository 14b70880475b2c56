/**
 * The callback form's draft, kept in the browser as the driver types and put back when the form
 * opens again. In the form's own chunk, not loaded later: what is typed before a later chunk
 * arrives would be lost to a reload or a closed tab.
 */
import { untouched } from '../../islands/keep-typed-values.ts';
import { CALLBACK_DRAFT_KEY } from './draft-key.ts';

export type Draft = Record<string, string>;

/** Every named field of the form as text ("yes" or "" for the unsafe-location box). */
export function readForm(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
      if (element instanceof HTMLTextAreaElement && element.name)
        draft[element.name] = element.value;
      continue;
    }
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      draft[element.name] = element.checked ? element.value : '';
    } else {
      draft[element.name] = element.value;
    }
  }
  return draft;
}

export function saveDraft(form: HTMLFormElement): void {
  try {
    localStorage.setItem(CALLBACK_DRAFT_KEY, JSON.stringify(readForm(form)));
  } catch {
    // Private mode or a full storage: the form still works, only without the safety net.
  }
}

export function loadDraft(): Draft | null {
  try {
    const text = localStorage.getItem(CALLBACK_DRAFT_KEY);
    const draft = text ? (JSON.parse(text) as unknown) : null;
    return draft && typeof draft === 'object' ? (draft as Draft) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(CALLBACK_DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * Puts a saved draft back into the form's fields (hidden ones and the unsafe box included),
 * except where the visitor has typed already (before the form's island woke, for one).
 */
export function fillForm(form: HTMLFormElement, draft: Draft): void {
  for (const [name, value] of Object.entries(draft)) {
    const element = form.elements.namedItem(name);
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !untouched(element)
    )
      continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      element.checked = value !== '';
    } else {
      element.value = value;
    }
  }
}
