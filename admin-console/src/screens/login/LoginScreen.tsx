import { PasswordField, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useAuth } from '../../auth/auth-context.ts';
import styles from '../../blocks/AuthCard.module.css';
import { AuthCard, AuthForm } from '../../blocks/AuthCard.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { LOGIN_FAILED } from '../../lib/messages.ts';

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
      <AuthCard heading="Two-factor sign-in">
        <p className={styles.lead}>
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
        {error && <ErrorBox>{error}</ErrorBox>}
        <AuthForm
          label="Two-factor code"
          onSubmit={onSubmit}
          submitting={submitting}
          submitLabel="Verify"
        >
          <TextField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            required
            autoFocus
            spellCheck={false}
          />
        </AuthForm>
        <button type="button" className={styles.back} onClick={() => setChallenge(null)}>
          Start again
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading="Sign in">
      <p className={styles.lead}>Staff only. Sign in to manage the website.</p>
      {error && <ErrorBox>{error}</ErrorBox>}
      <AuthForm label="Sign in" onSubmit={onSubmit} submitting={submitting} submitLabel="Sign In">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          inputMode="email"
        />
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
      </AuthForm>
      <a className={styles.back} href="/">
        Back to the website
      </a>
    </AuthCard>
  );
}
