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
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <textarea
        {...textarea}
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(styles.control, styles.textarea, textareaClassName)}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export default TextAreaField;
