import type { ReactNode } from 'react';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { EntityFormModal } from './EntityFormModal.tsx';
import type { EntityEditor } from './use-entity-editor.ts';

export interface EditorDialogsProps<T extends { id: number }, V> {
  readonly editor: EntityEditor<T, V>;
  /** e.g. "Service": the modal reads "Add Service" or "Edit Service". */
  readonly noun: string;
  /** The {thing} of the delete question, e.g. "service". */
  readonly thing: string;
  /** Which record the delete question is about, e.g. its name. */
  readonly deleteName: (record: T) => string;
  readonly size?: 'sm' | 'md' | 'lg';
  /** A screen that only edits (no Add) always reads "Edit …" and "Update". */
  readonly editOnly?: boolean;
  /** Closing the modal, when the screen does more than `editor.close`. */
  readonly onClose?: () => void;
  /** The form's fields. */
  readonly children: ReactNode;
}

/** The add/edit modal and the delete confirmation of a list screen, driven by its editor. */
export function EditorDialogs<T extends { id: number }, V>({
  editor,
  noun,
  thing,
  deleteName,
  size,
  editOnly = false,
  onClose = editor.close,
  children,
}: EditorDialogsProps<T, V>) {
  const mode = editOnly ? 'edit' : (editor.editing?.mode ?? 'create');
  return (
    <>
      <EntityFormModal
        open={editor.editing !== null}
        title={`${editOnly || editor.editing?.mode === 'edit' ? 'Edit' : 'Add'} ${noun}`}
        mode={mode}
        size={size}
        onClose={onClose}
        onSubmit={editor.save}
      >
        {children}
      </EntityFormModal>
      <ConfirmDeleteDialog
        open={editor.deleting !== null}
        thing={thing}
        name={editor.deleting ? deleteName(editor.deleting) : undefined}
        onCancel={editor.cancelDelete}
        onConfirm={editor.confirmDelete}
      />
    </>
  );
}
