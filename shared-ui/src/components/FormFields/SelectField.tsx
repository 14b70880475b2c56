import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './FormFields.module.css';
import {
  type FieldBaseProps,
  FieldError,
  FieldHint,
  FieldLabel,
  useFieldIds,
} from './field-parts.tsx';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps,
    Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> {
  readonly options: readonly SelectOption[];
  /**
   * A first option with an empty value ("Select a location"). With `required`, the browser refuses
   * to submit while it is chosen.
   */
  readonly placeholder?: string;
  /** Extra `<option>`/`<optgroup>` elements after `options`. */
  readonly children?: ReactNode;
  readonly selectClassName?: string;
}

/** A labelled native `<select>`. */
export function SelectField({
  label,
  hint,
  error,
  className,
  selectClassName,
  id,
  required,
  options,
  placeholder,
  children,
  'aria-describedby': ariaDescribedBy,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className={styles.selectWrap}>
        <select
          {...select}
          id={ids.id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(styles.control, styles.select, selectClassName)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <Icon name="chevron-down" className={styles.selectChevron} />
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

export default SelectField;
