import { useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './FormFields.module.css';
import { controlProps, FieldFrame, useFieldIds } from './field-parts.tsx';
import type { TextFieldProps } from './TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * Accessible name of the show/hide toggle (default "Show password"). It stays the same while
   * `aria-pressed` says whether the password is shown, so the name never contradicts the state.
   */
  readonly toggleLabel?: string;
}

/**
 * A password input with a show/hide toggle button (aria-pressed). Defaults to
 * `autoComplete="current-password"`; pass "new-password" on a sign-up form.
 */
export function PasswordField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id,
  required,
  autoComplete = 'current-password',
  toggleLabel = 'Show password',
  'aria-describedby': ariaDescribedBy,
  ...input
}: PasswordFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <div className={styles.passwordWrap}>
        <input
          {...input}
          {...controlProps(ids, required, error)}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          className={cx(styles.control, styles.passwordInput, inputClassName)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={ids.id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      </div>
    </FieldFrame>
  );
}

export default PasswordField;
