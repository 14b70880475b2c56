import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './FormFields.module.css';
import { type FieldBaseProps, FieldFrame, useField } from './field-parts.tsx';

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
  selectClassName,
  options,
  placeholder,
  children,
  ...props
}: SelectFieldProps) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <div className={styles.selectWrap}>
        <select
          {...rest}
          {...control}
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
    </FieldFrame>
  );
}

export default SelectField;
