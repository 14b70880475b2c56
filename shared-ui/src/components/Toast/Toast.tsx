import { type HTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { CloseButton } from '../CloseButton/CloseButton.tsx';
import { Icon } from '../Icon/Icon.tsx';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastPlacement = 'inline' | 'floating';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  readonly message: ReactNode;
  /** success and info are polite (role=status); error interrupts (role=alert). */
  readonly tone?: ToastTone;
  /**
   * Hides itself after this many ms by calling `onDismiss` (the apps pass 5000). The countdown
   * pauses while the pointer is over it or focus is inside. 0 or absent: stays until dismissed.
   */
  readonly durationMs?: number;
  /** Called by the dismiss button and when the time is up; the parent removes the toast. */
  readonly onDismiss?: () => void;
  /** inline: a banner in the flow of the page; floating: fixed at the bottom of the viewport. */
  readonly placement?: ToastPlacement;
  /** Accessible name of the dismiss button. Default "Dismiss". */
  readonly dismissLabel?: string;
}

const TONE_ICON = { success: 'check', error: 'alert-triangle', info: 'info' } as const;

/** A short message after an action ("Service activated"). Render it to show it; remove it to hide it. */
export function Toast({
  message,
  tone = 'success',
  durationMs,
  onDismiss,
  placement = 'inline',
  dismissLabel = 'Dismiss',
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: ToastProps) {
  const [paused, setPaused] = useState(false);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (!durationMs || durationMs <= 0 || paused) return;
    const timer = setTimeout(() => onDismissRef.current?.(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, paused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only pause the auto-hide timer
    <div
      {...rest}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.toast, styles[tone], styles[placement], className)}
      onPointerEnter={(e) => {
        setPaused(true);
        onPointerEnter?.(e);
      }}
      onPointerLeave={(e) => {
        setPaused(false);
        onPointerLeave?.(e);
      }}
      onFocus={(e) => {
        setPaused(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setPaused(false);
        onBlur?.(e);
      }}
    >
      <Icon name={TONE_ICON[tone]} className={styles.icon} />
      <div className={styles.message}>{message}</div>
      {onDismiss && (
        <CloseButton label={dismissLabel} onClick={onDismiss} className={styles.dismiss} />
      )}
    </div>
  );
}

export default Toast;
