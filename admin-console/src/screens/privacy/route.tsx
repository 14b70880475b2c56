import type { SecuritySettings } from '@tow/contracts';
import { Button, CheckboxField, SelectField, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { ownerOnlyRoute } from '../../blocks/OwnerOnly.tsx';
import { PageHeader } from '../../blocks/PageHeader.tsx';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useStatus } from '../../blocks/use-status.ts';
import { AccountForm } from '../AccountForm.tsx';
import styles from '../account-screens.module.css';

const KINDS = [
  { value: 'phone', label: 'Phone number' },
  { value: 'email', label: 'Email' },
];

/**
 * /admin/privacy (owners): how long closed callback requests keep their personal data, whether
 * two-factor sign-in is required, and a person's data found, exported as JSON or erased.
 */
function PrivacyScreen() {
  const status = useStatus();
  const [settings, setSettings] = useState<SecuritySettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<{ query: string; data: unknown; count: number } | null>(null);

  useEffect(() => {
    apiRequest<{ settings: SecuritySettings }>('GET', '/settings/security')
      .then((answer) => setSettings(answer.settings))
      .catch((failure: unknown) => setError(errorMessage(failure, 'Failed to fetch settings')));
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      const answer = await apiRequest<{ message: string; settings: SecuritySettings }>(
        'PUT',
        '/settings/security',
        {
          retention_days: Number(form.get('retention_days')),
          require_two_factor: form.get('require_two_factor') === 'on',
        },
      );
      setSettings(answer.settings);
      status.success(answer.message);
    } catch (failure) {
      setError(errorMessage(failure, 'An error occurred'));
    }
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = new URLSearchParams({ [String(form.get('kind'))]: String(form.get('value')) });
    setError(null);
    try {
      const answer = await apiRequest<{ data: { callback_requests: unknown[] } }>(
        'GET',
        `/personal-data?${query}`,
      );
      setFound({
        query: query.toString(),
        data: answer.data,
        count: answer.data.callback_requests.length,
      });
    } catch (failure) {
      setError(errorMessage(failure, 'An error occurred'));
    }
  }

  function download() {
    if (!found) return;
    const blob = new Blob([JSON.stringify(found.data, null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'personal-data.json';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  async function erase() {
    if (!found || !window.confirm('Erase this person’s data from every callback request?')) return;
    try {
      const answer = await apiRequest<{ message: string }>(
        'DELETE',
        `/personal-data?${found.query}`,
      );
      status.success(answer.message);
      setFound(null);
    } catch (failure) {
      status.error(errorMessage(failure, 'An error occurred'));
    }
  }

  return (
    <>
      <PageHeader
        title="Privacy"
        description="Retention of personal data, and requests to see or erase it."
      />
      <StatusBanner status={status} />
      {error && <ErrorBox>{error}</ErrorBox>}
      {settings && (
        <section className={styles.section} aria-labelledby="retention-heading">
          <h2 id="retention-heading">Retention and sign-in</h2>
          <AccountForm label="Retention and sign-in" onSubmit={save} submit="Save">
            <TextField
              label="Keep personal data of completed and cancelled requests for (days)"
              name="retention_days"
              type="number"
              min={30}
              max={3650}
              required
              defaultValue={String(settings.retention_days)}
              hint="The privacy policy states this period. Older requests keep only their statistics."
            />
            <CheckboxField
              label="Require two-factor sign-in for every account"
              name="require_two_factor"
              defaultChecked={settings.require_two_factor}
            />
          </AccountForm>
        </section>
      )}
      <section className={styles.section} aria-labelledby="person-heading">
        <h2 id="person-heading">A person’s data</h2>
        <form className={styles.row} onSubmit={search} aria-label="Find a person’s data">
          <SelectField label="Find by" name="kind" options={KINDS} defaultValue="phone" />
          <TextField label="Phone number or email" name="value" required />
          <Button type="submit" variant="secondary">
            Find
          </Button>
        </form>
        {found && (
          <div role="status">
            <p>
              {found.count === 1 ? '1 callback request' : `${found.count} callback requests`} found.
            </p>
            <div className={styles.row}>
              <Button variant="secondary" onClick={download}>
                Export as JSON
              </Button>
              <Button variant="danger" onClick={erase}>
                Erase
              </Button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}

export const Component = ownerOnlyRoute(
  'Privacy',
  'change retention or handle personal data',
  PrivacyScreen,
);
