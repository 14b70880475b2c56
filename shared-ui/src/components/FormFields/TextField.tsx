import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './FormFields.module.css';
import { type FieldBaseProps, FieldFrame, useField } from './field-parts.tsx';

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
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...rest} {...control} type={type} className={cx(styles.control, inputClassName)} />
    </FieldFrame>
  );
}

export default TextField;
