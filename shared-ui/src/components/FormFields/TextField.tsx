import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './FormFields.module.css';
import { controlProps, type FieldBaseProps, FieldFrame, useFieldIds } from './field-parts.tsx';

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
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <input
        {...input}
        {...controlProps(ids, required, error)}
        type={type}
        className={cx(styles.control, inputClassName)}
      />
    </FieldFrame>
  );
}

export default TextField;
