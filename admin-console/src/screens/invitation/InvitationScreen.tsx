import { Button, Logo, PasswordField } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import styles from '../login/LoginScreen.module.css';

/**
 * /admin/invitation/{token}: an invited user (or one whose password an owner reset) sets their
 * password, then signs in. A used or expired link says so.
 */
export function InvitationScreen() {
  const { token = '' } = useParams();
  const [who, setWho] = useState<{ name: string; email: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    apiRequest<{ invitation: { name: string; email: string } }>('GET', `/invitations/${token}`)
      .then((answer) => setWho(answer.invitation))
      .catch((failure: unknown) =>
        setError(errorMessage(failure, 'This invitation link is not valid')),
      );
  }, [token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get('password') !== form.get('confirm')) {
      setError('The two passwords are not the same');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await apiRequest('POST', `/invitations/${token}/accept`, { password: form.get('password') });
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure, 'An error occurred'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Logo name="Admin Console" tagline="Towing & Recovery" size="md" />
        <h1 className={styles.heading}>Set your password</h1>
        {who && !done && (
          <p className={styles.lead}>
            Welcome, {who.name}. Choose a password for {who.email}.
          </p>
        )}
        {error && <ErrorBox>{error}</ErrorBox>}
        {done ? (
          <p role="status">
            Your password is set. <Link to="/login">Sign in</Link>
          </p>
        ) : (
          who && (
            <form className={styles.form} onSubmit={onSubmit} aria-label="Set your password">
              <PasswordField
                label="New password"
                name="password"
                autoComplete="new-password"
                required
                hint="At least 12 characters; a few unrelated words make a strong one."
              />
              <PasswordField
                label="New password again"
                name="confirm"
                autoComplete="new-password"
                required
              />
              <Button type="submit" fullWidth size="lg" loading={submitting}>
                {submitting ? 'Submitting...' : 'Set password'}
              </Button>
            </form>
          )
        )}
      </div>
    </main>
  );
}
