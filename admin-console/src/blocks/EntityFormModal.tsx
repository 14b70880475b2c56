import { Button, Modal } from '@tow/shared-ui/host/components';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { SAVE_FAILED } from '../lib/messages.ts';
import styles from './EntityFormModal.module.css';
import { ErrorBox } from './ErrorBox.tsx';

export interface EntityFormModalProps {
  readonly open: boolean;
  /** e.g. "Add Service" / "Edit Service". */
  readonly title: string;
  /** Create (new record) or Update (existing): the submit button's label. */
  readonly mode: 'create' | 'edit';
  readonly onClose: () => void;
  /**
   * Saves. Resolve when saved (the screen then closes the modal, shows the server's message and
   * reloads its list); throw to keep the modal open with the server's message or "An error occurred".
   */
  readonly onSubmit: (form: HTMLFormElement) => Promise<void>;
  /** The fields (shared-ui TextField, SelectField...). */
  readonly children: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
}

/**
 * The modal form of a list screen: fields, then Cancel and Create/Update. While saving the
 * submit button is disabled and reads "Submitting..." (spec section 4). The browser's own checks
 * (required, min, max, type) run before `onSubmit`.
 */
export function EntityFormModal({
  open,
  title,
  mode,
  onClose,
  onSubmit,
  children,
  size = 'md',
}: EntityFormModalProps) {
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (submitting) return;
    setError(null);
    onClose();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await onSubmit(event.currentTarget);
    } catch (failure) {
      setError(errorMessage(failure, SAVE_FAILED));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size={size}
      closeOnBackdrop={false}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {submitting ? 'Submitting...' : mode === 'create' ? 'Create' : 'Update'}
          </Button>
        </div>
      }
    >
      {error && <ErrorBox>{error}</ErrorBox>}
      <form id={formId} className={styles.form} onSubmit={submit} noValidate={false}>
        {children}
      </form>
    </Modal>
  );
}
