import type { Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import iconButton from '../../styles/icon-button.module.css';
import { Icon } from '../Icon/Icon.tsx';
import styles from './CloseButton.module.css';

export interface CloseButtonProps {
  /** Its accessible name, e.g. "Close" or "Dismiss". */
  readonly label: string;
  readonly onClick?: () => void;
  /** The id of a native popover it hides, with no script (a page that never hydrates). */
  readonly popoverTarget?: string;
  readonly className?: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** The × button of the Modal, the Toast, and of a page's own popover. */
export function CloseButton({ label, onClick, popoverTarget, className, ref }: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={cx(iconButton.iconButton, styles.close, className)}
      aria-label={label}
      onClick={onClick}
      {...(popoverTarget ? { popoverTarget, popoverTargetAction: 'hide' as const } : {})}
    >
      <Icon name="close" />
    </button>
  );
}
