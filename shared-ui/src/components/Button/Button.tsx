import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import spin from '../../styles/spin.module.css';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'call';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  /** primary: hi-vis yellow; secondary: outlined; ghost: text only; danger: red; call: orange. */
  readonly variant?: ButtonVariant;
  /** Height 44 / 48 / 56 px: even `sm` stays a comfortable tap target. */
  readonly size?: ButtonSize;
  readonly fullWidth?: boolean;
  /** Busy: disables the button, shows a spinner, sets `aria-busy`. Keep or change the label yourself ("Submitting..."). */
  readonly loading?: boolean;
  /** Icon before the label (`call` shows the phone icon unless `icon={null}`). */
  readonly icon?: IconName | null;
  /** Icon after the label. */
  readonly iconEnd?: IconName;
  readonly children: ReactNode;
}

export interface ButtonAsButtonProps
  extends CommonProps,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> {
  readonly href?: undefined;
  readonly ref?: Ref<HTMLButtonElement>;
}

export interface ButtonAsLinkProps
  extends CommonProps,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> {
  /** Renders an `<a>` styled as a button (navigation, `tel:` links). */
  readonly href: string;
  readonly ref?: Ref<HTMLAnchorElement>;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** What goes onto the `<button>` or `<a>` as given: every prop but the Button's own. */
function elementProps<P extends ButtonProps>(props: P) {
  const {
    variant: _v,
    size: _s,
    fullWidth: _f,
    loading: _l,
    icon: _i,
    iconEnd: _e,
    className: _c,
    children: _ch,
    ...element
  } = props;
  return element;
}

/**
 * The one button of both apps. A `<button>` (type "button" unless told, so it never submits by
 * accident), or an `<a>` when `href` is given.
 */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    icon,
    iconEnd,
    className,
    children,
  } = props;
  const leading = icon === undefined ? (variant === 'call' ? 'phone' : undefined) : icon;
  const classes = cx(
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    loading && styles.loading,
    className,
  );
  const content = (
    <>
      {loading ? (
        <span
          className={cx(styles.spinner, spin.spinning)}
          aria-hidden="true"
          data-essential-motion=""
        />
      ) : (
        leading && <Icon name={leading} />
      )}
      <span className={styles.label}>{children}</span>
      {iconEnd && <Icon name={iconEnd} />}
    </>
  );

  if (props.href !== undefined) {
    return (
      <a {...elementProps(props)} className={classes} aria-busy={loading || undefined}>
        {content}
      </a>
    );
  }

  const { href: _h, type = 'button', disabled, ...button } = elementProps(props);
  return (
    <button
      {...button}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}

export default Button;
