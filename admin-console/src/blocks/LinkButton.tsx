import type { ReactNode } from 'react';
import styles from './LinkButton.module.css';

export interface LinkButtonProps {
  readonly onClick: () => void;
  /** At least a tap target tall, for a thumb on a phone. */
  readonly tapTarget?: boolean;
  /** The small print's size, aligned left (a note under a heading). */
  readonly small?: boolean;
  readonly children: ReactNode;
}

/** A button that looks like a link: an action that belongs to the words around it. */
export function LinkButton({ onClick, tapTarget, small, children }: LinkButtonProps) {
  const classes = [styles.link, tapTarget && styles.tapTarget, small && styles.small];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} onClick={onClick}>
      {children}
    </button>
  );
}
