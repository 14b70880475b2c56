import { Button, type ButtonVariant } from '@tow/shared-ui/host/components';
import type { FormEvent, ReactNode } from 'react';
import styles from './account-screens.module.css';

export interface AccountFormProps {
  /** The form's name for screen readers, e.g. "Change my password". */
  readonly label: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words, e.g. "Save name". */
  readonly submit: string;
  readonly submitVariant?: ButtonVariant;
  /** The call is under way: the button shows it and waits. */
  readonly busy?: boolean;
  /** The fields, top to bottom. */
  readonly children: ReactNode;
}

/** A form of the account screens: its fields in a column, the submit button on a line of its own. */
export function AccountForm({
  label,
  onSubmit,
  submit,
  submitVariant,
  busy,
  children,
}: AccountFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={label}>
      {children}
      <div>
        <Button type="submit" variant={submitVariant} loading={busy}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
