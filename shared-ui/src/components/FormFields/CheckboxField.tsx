import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './FormFields.module.css';
import {
  type FieldBaseProps,
  FieldError,
  FieldHint,
  RequiredMark,
  useField,
} from './field-parts.tsx';

export interface CheckboxFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'className' | 'children' | 'type'> {
  readonly inputClassName?: string;
}

/** A checkbox with its label beside it; the whole row (44 px tall at least) toggles it. */
export function CheckboxField({ inputClassName, ...props }: CheckboxFieldProps) {
  const { ids, frame, control, rest } = useField(props);
  return (
    <div className={cx(styles.field, styles.checkboxField, frame.className)}>
      <div className={styles.checkboxRow}>
        <input
          {...rest}
          {...control}
          type="checkbox"
          className={cx(styles.checkbox, inputClassName)}
        />
        <label htmlFor={ids.id} className={styles.checkboxLabel}>
          {frame.label}
          {frame.required && <RequiredMark />}
        </label>
      </div>
      <FieldHint id={ids.hintId}>{frame.hint}</FieldHint>
      <FieldError id={ids.errorId}>{frame.error}</FieldError>
    </div>
  );
}

export default CheckboxField;
