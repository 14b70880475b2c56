import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './Skeleton.module.css';

export type SkeletonShape = 'block' | 'line' | 'card';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** block: a rectangle; line: text lines; card: a service-card placeholder (image, title, text). */
  readonly shape?: SkeletonShape;
  /** CSS width (number = px). Default 100%. */
  readonly width?: number | string;
  /** CSS height of a block (number = px). Default 8rem. */
  readonly height?: number | string;
  /** Number of text lines for `line` (the last one shorter). Default 1. */
  readonly lines?: number;
}

const length = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/**
 * A shimmering placeholder while content loads. Hidden from assistive technology: say "Loading..."
 * in text next to it. The shimmer stops under prefers-reduced-motion.
 */
export function Skeleton({
  shape = 'block',
  width,
  height,
  lines = 1,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const sized: CSSProperties = { ...style, width: length(width) };
  if (shape === 'line') {
    return (
      <div {...rest} aria-hidden="true" className={cx(styles.lines, className)} style={sized}>
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
          <span key={i} className={cx(styles.bone, styles.line)} />
        ))}
      </div>
    );
  }
  if (shape === 'card') {
    return (
      <div {...rest} aria-hidden="true" className={cx(styles.card, className)} style={sized}>
        <span className={cx(styles.bone, styles.media)} />
        <span className={cx(styles.bone, styles.title)} />
        <span className={cx(styles.bone, styles.line)} />
        <span className={cx(styles.bone, styles.line)} />
        <span className={cx(styles.bone, styles.line, styles.short)} />
      </div>
    );
  }
  return (
    <div
      {...rest}
      aria-hidden="true"
      className={cx(styles.bone, styles.block, className)}
      style={{ ...sized, height: length(height) }}
    />
  );
}

export default Skeleton;
