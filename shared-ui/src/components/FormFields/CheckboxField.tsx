import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './FormFields.module.css';
import {
  controlProps,
  type FieldBaseProps,
  FieldError,
  FieldHint,
  RequiredMark,
  useFieldIds,
} from './field-parts.tsx';

export interface CheckboxFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'input'>, 'className' | 'children' | 'type'> {
  readonly inputClassName?: string;
}

/** A checkbox with its label beside it; the whole row (44 px tall at least) toggles it. */
export function CheckboxField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id,
  required,
  'aria-describedby': ariaDescribedBy,
  ...input
}: CheckboxFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={cx(styles.field, styles.checkboxField, className)}>
      <div className={styles.checkboxRow}>
        <input
          {...input}
          {...controlProps(ids, required, error)}
          type="checkbox"
          className={cx(styles.checkbox, inputClassName)}
        />
        <label htmlFor={ids.id} className={styles.checkboxLabel}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export default CheckboxField;
