import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './StarRating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export interface StarRatingDisplayProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'onChange'> {
  readonly mode?: 'display';
  /** 0 to 5; shown as whole stars (rounded), read out exactly ("Rated 4.8 out of 5"). */
  readonly value: number;
  /** Star size (CSS length). Default 1.25em. */
  readonly size?: string;
  /** Also show the number beside the stars (one decimal). */
  readonly showValue?: boolean;
}

export interface StarRatingInputProps
  extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'children' | 'onChange' | 'defaultValue'> {
  /** A radio group of 1 to 5 stars, for forms: arrow keys move, submits `name=value` without JS. */
  readonly mode: 'input';
  readonly name: string;
  /** The question, as the group's legend, e.g. "Rating". */
  readonly label: ReactNode;
  /** Controlled value (1-5, or 0/undefined for none). */
  readonly value?: number;
  /** Uncontrolled starting value. */
  readonly defaultValue?: number;
  readonly onChange?: (value: number) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly size?: string;
}

export type StarRatingProps = StarRatingDisplayProps | StarRatingInputProps;

/** "Rated 4.8 out of 5" (one decimal at most, en-GB). */
export function ratingLabel(value: number): string {
  return `Rated ${oneDecimal.format(clamp(value))} out of 5`;
}

function clamp(value: number): number {
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
}

/** Star rating: read-only display by default, or `mode="input"` for a form field. */
export function StarRating(props: StarRatingProps) {
  return props.mode === 'input' ? <StarRatingInput {...props} /> : <StarRatingDisplay {...props} />;
}

function StarRatingDisplay({
  value,
  size,
  showValue = false,
  className,
  style,
  mode: _mode,
  ...rest
}: StarRatingDisplayProps) {
  const filled = Math.round(clamp(value));
  return (
    <span
      {...rest}
      className={cx(styles.display, className)}
      style={size ? { ...style, ['--star-size' as string]: size } : style}
    >
      <span role="img" aria-label={ratingLabel(value)} className={styles.stars}>
        {STARS.map((n) => (
          <Icon key={n} name="star" className={cx(styles.star, n <= filled && styles.filled)} />
        ))}
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {oneDecimal.format(clamp(value))}
        </span>
      )}
    </span>
  );
}

function StarRatingInput({
  name,
  label,
  value,
  defaultValue,
  onChange,
  required = false,
  disabled = false,
  hint,
  error,
  size,
  className,
  style,
  mode: _mode,
  ...rest
}: StarRatingInputProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = cx(hintId, errorId) || undefined;
  const controlled = value !== undefined;
  return (
    <fieldset
      {...rest}
      className={cx(styles.field, className)}
      style={size ? { ...style, ['--star-size' as string]: size } : style}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div className={styles.inputStars}>
        {STARS.map((n) => (
          <label key={n} className={styles.option}>
            <input
              type="radio"
              className={cx('visually-hidden', styles.radio)}
              name={name}
              value={n}
              required={required}
              aria-invalid={error ? true : undefined}
              {...(controlled
                ? { checked: value === n, onChange: () => onChange?.(n) }
                : { defaultChecked: defaultValue === n, onChange: () => onChange?.(n) })}
            />
            <Icon name="star" className={styles.star} />
            <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default StarRating;
