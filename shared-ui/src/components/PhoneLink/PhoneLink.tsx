import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './PhoneLink.module.css';

export type PhoneLinkVariant = 'inline' | 'button' | 'banner';

export interface PhoneLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** The number as people read it, e.g. "07700 900123" or "+44 121 496 0000". */
  readonly phone: string;
  /**
   * inline: a link inside text; button: a tap-to-call button (orange);
   * banner: a full-width call strip with the label above a large number.
   */
  readonly variant?: PhoneLinkVariant;
  /** Visible text. inline/button: shown instead of the number; banner: shown above the number. */
  readonly label?: ReactNode;
  /** The phone icon before the text (default true). */
  readonly icon?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/** Turns a display number into a tel: URI: spaces and punctuation dropped, a leading + kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A tap-to-call link for the emergency number, at least 44×44 px in every variant. */
export function PhoneLink({
  phone,
  variant = 'inline',
  label,
  icon = true,
  className,
  ...rest
}: PhoneLinkProps) {
  const classes = cx(styles.phoneLink, styles[variant], className);
  return (
    <a {...rest} href={telHref(phone)} className={classes}>
      {icon && <Icon name="phone" className={styles.icon} />}
      {variant === 'banner' ? (
        <span className={styles.text}>
          {label && <span className={styles.label}>{label}</span>}
          <span className={styles.number}>{phone}</span>
        </span>
      ) : (
        <span className={styles.text}>{label ?? phone}</span>
      )}
    </a>
  );
}

export default PhoneLink;
