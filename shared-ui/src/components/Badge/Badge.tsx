import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'brand';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** neutral (grey), success (green), warning (orange), danger (red), info (blue), brand (yellow, solid). */
  readonly tone?: BadgeTone;
  /** Optional decorative icon before the text. */
  readonly icon?: IconName;
  readonly children: ReactNode;
}

/** A short status or offer label ("20% OFF", "Expiring Soon", "Pending"). Text carries the meaning, colour only repeats it. */
export function Badge({ tone = 'neutral', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.badge, styles[tone], className)}>
      {icon && <Icon name={icon} size="1em" />}
      {children}
    </span>
  );
}

export default Badge;
