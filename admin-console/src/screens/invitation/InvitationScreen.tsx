import { PasswordField } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import styles from '../../blocks/AuthCard.module.css';
import { AuthCard, AuthForm } from '../../blocks/AuthCard.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';

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
    <AuthCard heading="Set your password">
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
          <AuthForm
            label="Set your password"
            onSubmit={onSubmit}
            submitting={submitting}
            submitLabel="Set password"
          >
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
          </AuthForm>
        )
      )}
    </AuthCard>
  );
}
