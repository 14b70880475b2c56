import type { StaffUser, UserRole } from '@tow/contracts';
import { Button, SelectField, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { EntityFormModal } from '../../blocks/EntityFormModal.tsx';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { ownerOnlyRoute } from '../../blocks/OwnerOnly.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useList } from '../../blocks/use-list.ts';
import { useStatus } from '../../blocks/use-status.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AccountForm } from '../AccountForm.tsx';
import { AccountSection } from '../AccountSection.tsx';
import { AccountTable } from '../AccountTable.tsx';
import styles from '../account-screens.module.css';
import { MobileAlertFields, mobileAlertsOf } from '../MobileAlertFields.tsx';

const ROLE_LABELS: Record<UserRole, string> = { staff: 'Staff', crew: 'Crew', owner: 'Owner' };

/** Crew see only the jobs given to them (My jobs); staff the whole console; owners the team too. */
const ROLE_OPTIONS = (['staff', 'crew', 'owner'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

/** The full address of a console link the API answered as a path. */
function fullLink(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * /admin/users (owners): every user with role, state, two factor and last sign-in; invite one
 * (the link is shown once, to copy), change a role, deactivate, reactivate, reset a password.
 */
function UsersScreen() {
  const list = useList<StaffUser>('/users', 'users', 'Failed to fetch users');
  const status = useStatus();
  const [link, setLink] = useState<{ who: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editingMobile, setEditingMobile] = useState<StaffUser | null>(null);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(null);
    try {
      const answer = await apiRequest<{ message: string; user: StaffUser; invitation_url: string }>(
        'POST',
        '/users',
        { name: form.get('name'), email: form.get('email'), role: form.get('role') },
      );
      setLink({ who: answer.user.name, url: fullLink(answer.invitation_url) });
      status.success(answer.message);
      formElement.reset();
      await list.reload();
    } catch (failure) {
      setError(errorMessage(failure, 'An error occurred'));
    }
  }

  async function change(user: StaffUser, body: { role?: UserRole; active?: boolean }) {
    try {
      const answer = await apiRequest<{ message: string }>('PUT', `/users/${user.id}`, body);
      status.success(answer.message);
      await list.reload();
    } catch (failure) {
      status.error(errorMessage(failure, 'An error occurred'));
    }
  }

  /** The mobile modal's save: throws on failure, so the modal shows the message and stays. */
  async function saveMobile(user: StaffUser, form: HTMLFormElement) {
    const body = mobileAlertsOf(new FormData(form));
    const answer = await apiRequest<{ message: string }>('PUT', `/users/${user.id}`, body);
    setEditingMobile(null);
    status.success(answer.message);
    await list.reload();
  }

  async function resetPassword(user: StaffUser) {
    try {
      const answer = await apiRequest<{ message: string; invitation_url: string }>(
        'POST',
        `/users/${user.id}/password-reset`,
      );
      setLink({ who: user.name, url: fullLink(answer.invitation_url) });
      status.success(answer.message);
    } catch (failure) {
      status.error(errorMessage(failure, 'An error occurred'));
    }
  }

  return (
    <>
      <PageHeader title="Users" description="Who can sign in to this console, and as what." />
      <StatusBanner status={status} />
      <AccountSection id="invite-heading" title="Invite a user" error={error}>
        <AccountForm label="Invite a user" onSubmit={invite} submit="Invite">
          <TextField label="Name" name="name" required autoComplete="off" />
          <TextField label="Email" name="email" type="email" required autoComplete="off" />
          <SelectField label="Role" name="role" options={ROLE_OPTIONS} defaultValue="staff" />
        </AccountForm>
        {link && (
          <div role="status">
            <p>Send this link to {link.who}. It is shown only now, works once, for 72 hours:</p>
            <p className={styles.link} data-testid="invitation-link">
              {link.url}
            </p>
          </div>
        )}
      </AccountSection>
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      <AccountTable
        label="Users"
        columns={[
          'Name',
          'Email',
          'Role',
          'Mobile',
          'Two factor',
          'Last sign-in',
          'Active',
          'Actions',
        ]}
      >
        {list.items.map((user) => (
          <tr key={user.id}>
            <td>{user.name}</td>
            <td>{user.email}</td>
            <td>{ROLE_LABELS[user.role]}</td>
            <td>
              {user.phone ?? 'None'}
              {user.phone && (user.sms_alerts ? ' · texts on' : ' · texts off')}
            </td>
            <td>{user.two_factor ? 'On' : 'Off'}</td>
            <td>{user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : 'Never'}</td>
            <td>{user.active ? 'Active' : 'Deactivated'}</td>
            <td>
              <div className={styles.row}>
                {[
                  {
                    text: user.role === 'owner' ? 'Make staff' : 'Make owner',
                    name: `Make ${user.name} ${user.role === 'owner' ? 'staff' : 'an owner'}`,
                    run: () => change(user, { role: user.role === 'owner' ? 'staff' : 'owner' }),
                  },
                  {
                    text: user.active ? 'Deactivate' : 'Activate',
                    name: `${user.active ? 'Deactivate' : 'Activate'} ${user.name}`,
                    run: () => change(user, { active: !user.active }),
                  },
                  {
                    text: 'Mobile',
                    name: `Change the mobile of ${user.name}`,
                    run: () => setEditingMobile(user),
                  },
                  {
                    text: 'Reset password',
                    name: `Reset the password of ${user.name}`,
                    run: () => resetPassword(user),
                  },
                ].map(({ text, name, run }) => (
                  <Button key={text} size="sm" variant="secondary" onClick={run} aria-label={name}>
                    {text}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </AccountTable>
      {editingMobile && (
        <EntityFormModal
          open
          title={`Mobile of ${editingMobile.name}`}
          mode="edit"
          size="sm"
          onClose={() => setEditingMobile(null)}
          onSubmit={(form) => saveMobile(editingMobile, form)}
        >
          <MobileAlertFields
            phone={editingMobile.phone}
            smsAlerts={editingMobile.sms_alerts}
            checkboxLabel="Send alerts by text"
          />
        </EntityFormModal>
      )}
    </>
  );
}

export const Component = ownerOnlyRoute('Users', 'manage users', UsersScreen);
