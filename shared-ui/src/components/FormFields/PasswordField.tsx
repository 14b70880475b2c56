import { useState } from 'react';
import { cx } from '../../lib/cx.ts';
import iconButton from '../../styles/icon-button.module.css';
import { Icon } from '../Icon/Icon.tsx';
import styles from './FormFields.module.css';
import { FieldFrame, useField } from './field-parts.tsx';
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
  inputClassName,
  autoComplete = 'current-password',
  toggleLabel = 'Show password',
  ...props
}: PasswordFieldProps) {
  const { ids, frame, control, rest } = useField(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...frame}>
      <div className={styles.passwordWrap}>
        <input
          {...rest}
          {...control}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          className={cx(styles.control, styles.passwordInput, inputClassName)}
        />
        <button
          type="button"
          className={cx(iconButton.iconButton, styles.reveal)}
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
