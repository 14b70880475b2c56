import type { Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './CloseButton.module.css';

export interface CloseButtonProps {
  /** Its accessible name, e.g. "Close" or "Dismiss". */
  readonly label: string;
  readonly onClick: () => void;
  readonly className?: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** The × button of the Modal and the Toast (not exposed: the apps use those). */
export function CloseButton({ label, onClick, className, ref }: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={cx(styles.close, className)}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="close" />
    </button>
  );
}
