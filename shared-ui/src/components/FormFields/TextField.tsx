import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './FormFields.module.css';
import {
  type FieldBaseProps,
  FieldError,
  FieldHint,
  FieldLabel,
  useFieldIds,
} from './field-parts.tsx';

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'className' | 'children'> {
  /** Class of the `<input>` itself. */
  readonly inputClassName?: string;
}

/**
 * A labelled `<input>` (text, email, tel, number, date, datetime-local...). Every native prop goes
 * to the input, so browser validation and plain form posts work without JavaScript.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id,
  required,
  type = 'text',
  'aria-describedby': ariaDescribedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <input
        {...input}
        id={ids.id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(styles.control, inputClassName)}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export default TextField;
