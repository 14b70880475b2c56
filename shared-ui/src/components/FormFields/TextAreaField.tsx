import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './FormFields.module.css';
import { controlProps, type FieldBaseProps, FieldFrame, useFieldIds } from './field-parts.tsx';

export interface TextAreaFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children'> {
  readonly textareaClassName?: string;
}

/** A labelled `<textarea>` (4 rows unless told). */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  textareaClassName,
  id,
  required,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...textarea
}: TextAreaFieldProps) {
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
      <textarea
        {...textarea}
        {...controlProps(ids, required, error)}
        rows={rows}
        className={cx(styles.control, styles.textarea, textareaClassName)}
      />
    </FieldFrame>
  );
}

export default TextAreaField;
