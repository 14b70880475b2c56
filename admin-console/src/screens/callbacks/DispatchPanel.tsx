import type { CallbackRequest } from '@tow/contracts/callback-request';
import { isBackwards, JOB_STAGE_LABELS, MOVABLE_STAGES } from '@tow/contracts/dispatch';
import { Button, SelectField, TextField } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { useRequestAction } from '../../live/use-request-action.ts';
import { vehicleDescription } from '../vehicles/vehicle-columns.tsx';
import styles from './CallbacksScreen.module.css';
import { useCrewAndFleet } from './use-crew-and-fleet.ts';

/**
 * The request's job in the edit modal: staff send a crew member in a vehicle (asked to confirm a
 * wheel-lift for a car that needs a flatbed) and move the stage; going back needs a reason.
 */
export function DispatchPanel({ request }: { request: CallbackRequest }) {
  const runAction = useRequestAction();
  const crewAndFleet = useCrewAndFleet();
  // Sent on a job: the active crew and staff, in an active vehicle.
  const people = crewAndFleet.people.filter(
    (p) => p.active && (p.role === 'crew' || p.role === 'staff'),
  );
  const vehicles = crewAndFleet.vehicles.filter((v) => v.is_active);
  const [userId, setUserId] = useState(String(request.assigned_user_id ?? ''));
  const [vehicleId, setVehicleId] = useState(String(request.vehicle_id ?? ''));
  const [stage, setStage] = useState<string>('');
  const [eta, setEta] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (action: 'assign' | 'stage', body: Record<string, unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await runAction(request, action, body);
      setStage('');
      setReason('');
      return true;
    } catch (failure) {
      if (
        action === 'assign' &&
        failure instanceof ApiError &&
        failure.status === 409 &&
        !body.confirm
      ) {
        // The API asks before a wheel-lift goes to a car that needs a flatbed.
        if (window.confirm(failure.message)) return send(action, { ...body, confirm: true });
        return false;
      }
      setError(errorMessage(failure, 'An error occurred'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const backwards =
    request.stage !== null && stage !== '' && isBackwards(request.stage, stage as never);
  return (
    <fieldset className={styles.dispatch}>
      <legend>Job{request.stage ? `: ${JOB_STAGE_LABELS[request.stage]}` : ''}</legend>
      <div className={styles.dispatchRow}>
        <SelectField
          label="Crew member"
          name="assigned_user_id"
          options={[
            { value: '', label: 'Choose…' },
            ...people.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        />
        <SelectField
          label="Vehicle"
          name="vehicle_id"
          options={[
            { value: '', label: 'Choose…' },
            ...vehicles.map((v) => ({
              value: String(v.id),
              label: `${v.name}, ${vehicleDescription(v).toLowerCase()} (${v.registration})`,
            })),
          ]}
          value={vehicleId}
          onChange={(event) => setVehicleId(event.target.value)}
        />
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          disabled={!userId || !vehicleId}
          onClick={() =>
            void send('assign', { user_id: Number(userId), vehicle_id: Number(vehicleId) })
          }
        >
          {request.stage ? 'Reassign' : 'Assign'}
        </Button>
      </div>
      {request.stage && (
        <div className={styles.dispatchRow}>
          <SelectField
            label="Move to stage"
            name="stage"
            options={[
              { value: '', label: 'Choose…' },
              ...MOVABLE_STAGES.filter((s) => s !== request.stage).map((s) => ({
                value: s,
                label: JOB_STAGE_LABELS[s],
              })),
            ]}
            value={stage}
            onChange={(event) => setStage(event.target.value)}
          />
          {stage === 'en_route' && (
            <TextField
              label="ETA (minutes)"
              name="eta_minutes"
              type="number"
              inputMode="numeric"
              min={1}
              value={eta}
              onChange={(event) => setEta(event.target.value)}
            />
          )}
          {backwards && (
            <TextField
              label="Why it goes back"
              name="reason"
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            disabled={!stage}
            onClick={() =>
              void send('stage', {
                stage,
                ...(stage === 'en_route' && eta ? { eta_minutes: Number(eta) } : {}),
                ...(backwards ? { reason } : {}),
              })
            }
          >
            Move
          </Button>
        </div>
      )}
      {error && (
        <p className={styles.dispatchError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
