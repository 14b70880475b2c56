import type { SessionInfo } from '@tow/contracts';
import { Button, PasswordField, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { useMe } from '../../auth/use-me.ts';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { QrCode } from '../../blocks/QrCode.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useList } from '../../blocks/use-list.ts';
import { type StatusController, useStatus } from '../../blocks/use-status.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AccountForm } from '../AccountForm.tsx';
import { AccountSection } from '../AccountSection.tsx';
import { AccountTable } from '../AccountTable.tsx';
import styles from '../account-screens.module.css';
import { MobileAlertFields, mobileAlertsOf } from '../MobileAlertFields.tsx';

/** Runs a form's call; the answer's message in the banner, a failure in the form's red box. */
function useFormCall(status: StatusController) {
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<{ message?: string }>) => {
    setError(null);
    try {
      const answer = await call();
      if (answer.message) status.success(answer.message);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, 'An error occurred'));
      return false;
    }
  };
  return { error, run };
}

function TwoFactorSection({ status }: { status: StatusController }) {
  const { me, reload } = useMe();
  const [setup, setSetup] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useFormCall(status);

  async function start() {
    await form.run(async () => {
      setSetup(await apiRequest<{ secret: string; otpauth_url: string }>('POST', '/me/two-factor'));
      return {};
    });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const done = await form.run(async () => {
      const answer = await apiRequest<{ message: string; recovery_codes: string[] }>(
        'POST',
        '/me/two-factor/confirm',
        { code },
      );
      setCodes(answer.recovery_codes);
      return answer;
    });
    if (done) {
      setSetup(null);
      await reload();
    }
  }

  async function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current_password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (await form.run(() => apiRequest('DELETE', '/me/two-factor', { current_password })))
      await reload();
  }

  return (
    <AccountSection id="two-factor-heading" title="Two-factor sign-in" error={form.error}>
      {me?.two_factor_required && !me.two_factor && (
        <p role="note">Owners require two-factor sign-in for every account: set it up to go on.</p>
      )}
      {codes && (
        <div role="status">
          <p>
            Recovery codes: each signs you in once if you lose your phone. They are shown only now;
            keep them somewhere safe.
          </p>
          <ul className={styles.codes} data-testid="recovery-codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      )}
      {me?.two_factor ? (
        <AccountForm
          label="Turn two-factor sign-in off"
          onSubmit={turnOff}
          submit="Turn off"
          submitVariant="secondary"
        >
          <p>Two-factor sign-in is on.</p>
          <PasswordField
            label="Your password"
            name="password"
            required
            autoComplete="current-password"
          />
        </AccountForm>
      ) : setup ? (
        <AccountForm label="Confirm two-factor sign-in" onSubmit={confirm} submit="Turn on">
          <p>
            Scan this code with an authenticator app, or type the key in it, then enter the code it
            shows.
          </p>
          <QrCode
            className={styles.qr}
            text={setup.otpauth_url}
            label="QR code for your authenticator app"
          />
          <p>
            Key: <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <TextField
            label="Code from the app"
            name="code"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        </AccountForm>
      ) : (
        me && (
          <Button onClick={start} variant="secondary">
            Set up two-factor sign-in
          </Button>
        )
      )}
    </AccountSection>
  );
}

/** /admin/account: my name, my password, my sessions and two-factor sign-in. */
export function Component() {
  const status = useStatus();
  const { me, reload } = useMe();
  const sessions = useList<SessionInfo>('/me/sessions', 'sessions', 'Failed to fetch sessions');
  const profile = useFormCall(status);
  const mobile = useFormCall(status);
  const password = useFormCall(status);

  async function saveName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    if (await profile.run(() => apiRequest('PUT', '/me', { name }))) await reload();
  }

  async function saveMobile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = mobileAlertsOf(new FormData(event.currentTarget));
    if (await mobile.run(() => apiRequest('PUT', '/me', body))) await reload();
  }

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const changed = await password.run(() =>
      apiRequest('PUT', '/me/password', {
        current_password: form.get('current_password'),
        new_password: form.get('new_password'),
      }),
    );
    if (changed) {
      formElement.reset();
      await sessions.reload();
    }
  }

  async function endSession(id: string) {
    try {
      const answer = await apiRequest<{ message: string }>('DELETE', `/me/sessions/${id}`);
      status.success(answer.message);
      await sessions.reload();
    } catch (failure) {
      status.error(errorMessage(failure, 'An error occurred'));
    }
  }

  return (
    <>
      <PageHeader
        title="My account"
        description={me ? `${me.email} · ${me.role === 'owner' ? 'Owner' : 'Staff'}` : undefined}
      />
      <StatusBanner status={status} />
      {me && (
        <AccountSection id="name-heading" title="Name" error={profile.error}>
          <AccountForm label="My name" onSubmit={saveName} submit="Save name">
            <TextField
              label="Name"
              name="name"
              defaultValue={me.name}
              required
              autoComplete="name"
            />
          </AccountForm>
        </AccountSection>
      )}
      {me && (
        <AccountSection id="mobile-heading" title="Mobile and alerts by text" error={mobile.error}>
          <AccountForm
            label="My mobile and alerts by text"
            onSubmit={saveMobile}
            submit="Save mobile"
          >
            <MobileAlertFields
              phone={me.phone}
              smsAlerts={me.sms_alerts}
              checkboxLabel="Send me alerts by text"
            />
          </AccountForm>
        </AccountSection>
      )}
      <AccountSection id="password-heading" title="Password" error={password.error}>
        <AccountForm label="Change my password" onSubmit={changePassword} submit="Change password">
          <PasswordField
            label="Current password"
            name="current_password"
            required
            autoComplete="current-password"
          />
          <PasswordField
            label="New password"
            name="new_password"
            required
            autoComplete="new-password"
            hint="At least 12 characters; a few unrelated words make a strong one. Your other sessions end."
          />
        </AccountForm>
      </AccountSection>
      <TwoFactorSection status={status} />
      <AccountSection id="sessions-heading" title="Where you are signed in" error={sessions.error}>
        <AccountTable label="Sessions" columns={['Browser', 'Address', 'Last used', 'Action']}>
          {sessions.items.map((session) => (
            <tr key={session.id}>
              <td>
                {session.user_agent ?? 'Unknown browser'}
                {session.current ? ' (this one)' : ''}
              </td>
              <td>{session.ip ?? ''}</td>
              <td>{formatDateTime(session.last_used_at ?? session.created_at)}</td>
              <td>
                {!session.current && (
                  <Button size="sm" variant="secondary" onClick={() => endSession(session.id)}>
                    End session
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </AccountTable>
      </AccountSection>
    </>
  );
}
