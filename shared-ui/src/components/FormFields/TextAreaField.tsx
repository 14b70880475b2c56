import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './FormFields.module.css';
import { type FieldBaseProps, FieldFrame, useField } from './field-parts.tsx';

export interface TextAreaFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'children'> {
  readonly textareaClassName?: string;
}

/** A labelled `<textarea>` (4 rows unless told). */
export function TextAreaField({ textareaClassName, rows = 4, ...props }: TextAreaFieldProps) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        {...rest}
        {...control}
        rows={rows}
        className={cx(styles.control, styles.textarea, textareaClassName)}
      />
    </FieldFrame>
  );
}

export default TextAreaField;
