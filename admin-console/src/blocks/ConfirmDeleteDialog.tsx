import { Button, Modal } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { deleteQuestion } from '../lib/messages.ts';
import styles from './EntityFormModal.module.css';

export interface ConfirmDeleteDialogProps {
  /** Open when a record is chosen for deletion. */
  readonly open: boolean;
  /** The {thing} of "Are you sure you want to delete this {thing}?", e.g. "service". */
  readonly thing: string;
  /** Which record, shown under the question (e.g. the service's name). */
  readonly name?: string;
  readonly onCancel: () => void;
  /** Deletes; the dialog shows "Deleting..." until it settles, then the screen closes it. */
  readonly onConfirm: () => Promise<void>;
}

/** The confirmation every delete needs (spec section 8). */
export function ConfirmDeleteDialog({
  open,
  thing,
  name,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={() => !busy && onCancel()}
      title={deleteQuestion(thing)}
      description={name}
      size="sm"
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" icon="trash" onClick={confirm} loading={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      }
    />
  );
}
