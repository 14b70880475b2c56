import type { HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import spin from '../../styles/spin.module.css';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** What is loading, read by screen readers (role=status). Default "Loading...". */
  readonly label?: string;
  /** Also show the label as text beside the spinner. */
  readonly showLabel?: boolean;
  readonly size?: SpinnerSize;
}

/** A loading indicator with an accessible label. Under reduced motion it turns slowly instead of stopping. */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  size = 'md',
  className,
  ...rest
}: SpinnerProps) {
  return (
    <span {...rest} role="status" className={cx(styles.spinner, styles[size], className)}>
      <span
        className={cx(styles.ring, spin.spinning)}
        aria-hidden="true"
        data-essential-motion=""
      />
      <span className={showLabel ? styles.label : 'visually-hidden'}>{label}</span>
    </span>
  );
}

export default Spinner;
