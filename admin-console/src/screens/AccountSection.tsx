import type { ReactNode } from 'react';
import { ErrorBox } from '../blocks/ErrorBox.tsx';
import styles from './account-screens.module.css';

export interface AccountSectionProps {
  /** The heading's id, which names the section for screen readers. */
  readonly id: string;
  readonly title: string;
  /** The section's failure, in a red box under the heading; null when there is none. */
  readonly error: string | null;
  readonly children: ReactNode;
}

/** A titled panel of the account screens, with its own failure under the heading. */
export function AccountSection({ id, title, error, children }: AccountSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {error && <ErrorBox>{error}</ErrorBox>}
      {children}
    </section>
  );
}
