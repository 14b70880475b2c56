import { ETA_METHOD_LABELS, ETA_METHODS, type EtaMethod, EtaSettings } from '@tow/contracts/eta';
import { SelectField, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { ErrorBox } from '../../blocks/ErrorBox.tsx';
import { numberField } from '../../blocks/field-binding.ts';
import { StatusBanner } from '../../blocks/StatusBanner.tsx';
import { useStatus } from '../../blocks/use-status.ts';
import { AccountForm } from '../AccountForm.tsx';
import styles from '../account-screens.module.css';

const METHOD_OPTIONS = ETA_METHODS.map((method) => ({
  value: method,
  label: ETA_METHOD_LABELS[method],
}));

/**
 * Below the fleet: how the driver's ETA follows a crew en route, chosen once for the company
 * (GET/PUT /api/settings/eta): the crew's own minutes, or their shared position's straight line
 * to the driver times a road factor at an average speed.
 */
export function EtaSettingsPanel() {
  const status = useStatus();
  const [settings, setSettings] = useState<EtaSettings | null>(null);
  const [method, setMethod] = useState<EtaMethod>('distance');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    apiRequest<{ settings: EtaSettings }>('GET', '/settings/eta')
      .then((answer) => {
        setSettings(answer.settings);
        setMethod(answer.settings.eta_method);
      })
      .catch((failure: unknown) => setError(errorMessage(failure, 'Failed to fetch ETA settings')));
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setFieldErrors({});
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string; settings: EtaSettings }>(
        'PUT',
        '/settings/eta',
        {
          eta_method: method,
          road_factor: Number(form.get('road_factor')),
          average_speed_kmh: Number(form.get('average_speed_kmh')),
        },
      );
      setSettings(answer.settings);
      status.success(answer.message);
    } catch (failure) {
      if (failure instanceof ApiError) setFieldErrors(failure.errors);
      setError(errorMessage(failure, 'An error occurred'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="eta-heading">
      <h2 id="eta-heading">Drivers’ arrival times</h2>
      <p>
        What the driver’s status page says while the crew is on the way. A crew can share their
        phone’s position from My jobs; only the office sees it, the driver sees only the minutes.
      </p>
      <StatusBanner status={status} />
      {error && <ErrorBox>{error}</ErrorBox>}
      {settings && (
        <AccountForm label="Drivers’ arrival times" onSubmit={save} submit="Save" busy={busy}>
          <SelectField
            label="Work out the ETA from"
            name="eta_method"
            options={METHOD_OPTIONS}
            value={method}
            onChange={(event) => setMethod(event.target.value as EtaMethod)}
            hint={
              method === 'distance'
                ? 'Each position the crew shares: the straight line to the driver’s phone, times the road factor, at the average speed. A driver who gave no position keeps the crew’s estimate.'
                : 'The minutes the crew gave when they set off; their position is still shown to the office.'
            }
          />
          {method === 'distance' && (
            <div className={styles.row}>
              <TextField
                label="Road factor"
                name="road_factor"
                {...numberField(EtaSettings.shape.road_factor, 'decimal')}
                step={0.05}
                defaultValue={String(settings.road_factor)}
                error={fieldErrors.road_factor?.[0]}
                hint="Road distance ÷ straight line: 1.3 suits most UK towns and motorways."
              />
              <TextField
                label="Average speed (km/h)"
                name="average_speed_kmh"
                {...numberField(EtaSettings.shape.average_speed_kmh, 'whole')}
                step={1}
                defaultValue={String(settings.average_speed_kmh)}
                error={fieldErrors.average_speed_kmh?.[0]}
                hint="Town and motorway together: 48 km/h is 30 mph."
              />
            </div>
          )}
          {method !== 'distance' && (
            <>
              <input type="hidden" name="road_factor" value={settings.road_factor} />
              <input type="hidden" name="average_speed_kmh" value={settings.average_speed_kmh} />
            </>
          )}
        </AccountForm>
      )}
    </section>
  );
}
