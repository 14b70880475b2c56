/** Joins class names, skipping empty ones: `cx(styles.a, active && styles.b, className)`. */
export function cx(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
