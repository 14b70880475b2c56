import { Button, Logo } from '@tow/shared-ui/host/components';
import type { FormEvent, ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The card of the signed-out screens (sign in, two-factor, invitation): logo, heading, content. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo name="Admin Console" tagline="Towing & Recovery" size="md" />
        <h1 className={styles.heading}>{heading}</h1>
        {children}
      </div>
    </main>
  );
}

/** The card's form: its fields, then the submit button ("Submitting..." while the request runs). */
export function AuthForm({
  label,
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={label}>
      {children}
      <Button type="submit" fullWidth size="lg" loading={submitting}>
        {submitting ? 'Submitting...' : submitLabel}
      </Button>
    </form>
  );
}
