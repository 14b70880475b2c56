import { Button, Logo, PasswordField, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { LOGIN_FAILED } from '../../lib/messages.ts';
import styles from './LoginScreen.module.css';

/**
 * /admin/login: email and password (show/hide), the server's message or "Login failed" in a red
 * box above the form. On success <GuestOnly> sends the now signed-in user to the dashboard.
 * Required fields and the email format are the browser's own checks (spec section 5).
 */
export function LoginScreen() {
  const { login, verifyTwoFactor } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set once the password was right for a user with two-factor sign-in. */
  const [challenge, setChallenge] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      if (challenge) {
        await verifyTwoFactor(challenge, String(form.get('code') ?? ''));
        return;
      }
      const next = await login(String(form.get('email') ?? ''), String(form.get('password') ?? ''));
      if (next) {
        setChallenge(next.challenge);
        setSubmitting(false);
      }
    } catch (failure) {
      setError(errorMessage(failure, LOGIN_FAILED));
      setSubmitting(false);
    }
  }

  if (challenge) {
    return (
      <main className={styles.page}>
        <div className={styles.card}>
          <Logo name="Admin Console" tagline="Towing & Recovery" size="md" />
          <h1 className={styles.heading}>Two-factor sign-in</h1>
          <p className={styles.lead}>
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
          {error && <ErrorBox>{error}</ErrorBox>}
          <form className={styles.form} onSubmit={onSubmit} aria-label="Two-factor code">
            <TextField
              label="Code"
              name="code"
              autoComplete="one-time-code"
              required
              autoFocus
              spellCheck={false}
            />
            <Button type="submit" fullWidth size="lg" loading={submitting}>
              {submitting ? 'Submitting...' : 'Verify'}
            </Button>
          </form>
          <button type="button" className={styles.back} onClick={() => setChallenge(null)}>
            Start again
          </button>
        </div>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo name="Admin Console" tagline="Towing & Recovery" size="md" />
        <h1 className={styles.heading}>Sign in</h1>
        <p className={styles.lead}>Staff only. Sign in to manage the website.</p>
        {error && <ErrorBox>{error}</ErrorBox>}
        <form className={styles.form} onSubmit={onSubmit} aria-label="Sign in">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            inputMode="email"
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" fullWidth size="lg" loading={submitting}>
            {submitting ? 'Submitting...' : 'Sign In'}
          </Button>
        </form>
        <a className={styles.back} href="/">
          Back to the website
        </a>
      </div>
    </main>
  );
}
