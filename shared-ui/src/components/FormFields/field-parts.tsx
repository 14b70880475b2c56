import { type ReactNode, useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import styles from './FormFields.module.css';

/** What every field takes besides the native props of its control. */
export interface FieldBaseProps {
  /** The visible label (tied to the control with for/id). */
  readonly label: ReactNode;
  /** Help under the label, read with the control (aria-describedby). */
  readonly hint?: ReactNode;
  /** Error message: shown under the control, read with it, and sets aria-invalid. */
  readonly error?: ReactNode;
  /** Class of the wrapper; the rest of the props go to the control itself. */
  readonly className?: string;
}

export interface FieldIds {
  readonly id: string;
  readonly hintId: string | undefined;
  readonly errorId: string | undefined;
  /** hint, error, then any aria-describedby of the caller. */
  readonly describedBy: string | undefined;
}

/** Ids that tie the label, hint and error to the control (SSR-stable through useId). */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  ariaDescribedBy: string | undefined,
): FieldIds {
  const generated = useId();
  const base = id ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  return {
    id: base,
    hintId,
    errorId,
    describedBy: cx(hintId, errorId, ariaDescribedBy) || undefined,
  };
}

/** The props every field reads itself; the rest go to the control. */
interface FieldOwnProps extends FieldBaseProps {
  readonly id?: string;
  readonly required?: boolean;
  readonly 'aria-describedby'?: string;
}

/**
 * Splits a field's props: `frame` for FieldFrame, `control` (id, required, aria-invalid,
 * aria-describedby) for the control, and `rest`, the caller's other native props of the control.
 */
export function useField<P extends FieldOwnProps>(props: P) {
  const {
    label,
    hint,
    error,
    className,
    id,
    required,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const ids = useFieldIds(id, hint, error, describedBy);
  return {
    ids,
    frame: { ids, label, hint, error, required, className },
    control: {
      id: ids.id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy,
    } as const,
    rest: rest as Omit<P, keyof FieldOwnProps>,
  };
}

/** Label, hint, the control (`children`), then the error: the frame of every stacked field. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldBaseProps & {
  readonly ids: FieldIds;
  readonly required: boolean | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * Visible `*` after the label of a required field. The control itself carries `required`, which
 * is what assistive technology announces ("required") and what the browser validates; the star is
 * the visual cue, hidden from screen readers so "required" is not read twice.
 */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  readonly htmlFor: string;
  readonly required: boolean | undefined;
  readonly children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

/** A message under a field, announced through the field's `aria-describedby` when `id` is set. */
interface FieldMessageProps {
  readonly id: string | undefined;
  readonly children: ReactNode;
}

export function FieldHint({ id, children }: FieldMessageProps) {
  if (!children) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: FieldMessageProps) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      <Icon name="alert-triangle" className={styles.errorIcon} />
      <span>
        <span className="visually-hidden">Error: </span>
        {children}
      </span>
    </p>
  );
}
