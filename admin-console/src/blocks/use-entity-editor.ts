import { useState } from 'react';
import { apiRequest } from '../api/client.ts';
import { type FieldErrors, fieldErrorsOf } from './form-errors.ts';
import type { StatusController } from './use-status.ts';

/** The form being filled: a new record, or the one being edited. */
export type Editing<T> =
  | { readonly mode: 'create' }
  | { readonly mode: 'edit'; readonly record: T };

export interface EntityEditorOptions<T extends { id: number }, V> {
  /** The admin resource, e.g. `/services`. */
  readonly resource: string;
  readonly emptyForm: () => V;
  readonly toForm: (record: T) => V;
  /**
   * The body to send, checked with the API's schema (`validateWith`): throws like a 422 answer
   * when a field is wrong, so nothing is sent.
   */
  readonly toPayload: (values: V, editing: Editing<T>) => unknown;
  readonly messages: {
    readonly deleted: string;
    readonly deleteFailed: string;
    /** Shown after an update when the API's answer carries no message of its own. */
    readonly updated?: string;
  };
  readonly status: StatusController;
  /** Loads what a change affects again (the list; the bell too on the callbacks screen). */
  readonly reload: () => Promise<void>;
}

/**
 * The add/edit modal and the delete confirmation of a list screen: which record is being
 * edited or deleted, the form's values and field errors, and the calls behind Create/Update
 * and Delete with the messages of spec section 8.
 */
export function useEntityEditor<T extends { id: number }, V>(options: EntityEditorOptions<T, V>) {
  const { resource, emptyForm, toForm, toPayload, messages, status, reload } = options;
  const [editing, setEditing] = useState<Editing<T> | null>(null);
  const [values, setValues] = useState<V>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<T | null>(null);

  function open(next: Editing<T>) {
    setValues(next.mode === 'edit' ? toForm(next.record) : emptyForm());
    setErrors({});
    setEditing(next);
  }

  /** For the modal's onSubmit: resolves when saved; a throw keeps it open with the message. */
  async function save() {
    if (!editing) return;
    setErrors({});
    try {
      const payload = toPayload(values, editing);
      const answer =
        editing.mode === 'edit'
          ? await apiRequest('PUT', `${resource}/${editing.record.id}`, payload)
          : await apiRequest('POST', resource, payload);
      setEditing(null);
      const message = answer.message ?? (editing.mode === 'edit' ? messages.updated : undefined);
      if (message) status.success(message);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      throw failure; // the modal shows the server's message, else "An error occurred"
    }
    await reload();
  }

  async function remove(record: T) {
    try {
      await apiRequest('DELETE', `${resource}/${record.id}`);
      status.success(messages.deleted);
      await reload();
    } catch (failure) {
      console.warn(`DELETE ${resource}/${record.id} failed`, failure);
      status.error(messages.deleteFailed);
    } finally {
      setDeleting(null);
    }
  }

  return {
    editing,
    values,
    setValues,
    /** Changes some of the form's fields, for fields that report only what changed. */
    patch: (change: Partial<V>) => setValues((current) => ({ ...current, ...change })),
    errors,
    deleting,
    open,
    close: () => setEditing(null),
    save,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => (deleting ? remove(deleting) : Promise.resolve()),
  };
}

/** What `useEntityEditor` gives a screen. */
export type EntityEditor<T extends { id: number }, V> = ReturnType<typeof useEntityEditor<T, V>>;
