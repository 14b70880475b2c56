import {
  AVAILABILITY_ETA_MAX_MINUTES,
  AVAILABILITY_MESSAGE_MAX,
  AVAILABILITY_STATE_LABELS,
  AVAILABILITY_STATES,
  type Availability,
  type AvailabilityInput,
  type AvailabilityState,
  availabilityAt,
  availabilityNotice,
} from '@tow/contracts/availability';
import { Badge, type BadgeTone, TextField } from '@tow/shared-ui/host/components';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { apiRequest } from '../api/client.ts';
import { ErrorBox } from '../blocks/ErrorBox.tsx';
import { formatTime } from '../lib/format.ts';
import styles from './AvailabilityPanel.module.css';
import { EXPIRY_CHOICES, type ExpiryChoice, expiryOf } from './expiry-choices.ts';

const TONES: Record<AvailabilityState, BadgeTone> = {
  normal: 'success',
  busy: 'warning',
  severe_weather: 'danger',
  limited: 'info',
};

/** What the panel sends for a state: the ETA, message and expiry chosen, none for normal. */
function inputFor(
  state: AvailabilityState,
  eta: string,
  message: string,
  expiry: ExpiryChoice,
): AvailabilityInput {
  if (state === 'normal') return { state };
  return {
    state,
    eta_minutes: eta.trim() === '' ? null : Number(eta),
    message: message.trim() === '' ? null : message.trim(),
    expires_at: expiryOf(expiry).toISOString(),
  };
}

/**
 * The dashboard's "Availability now": the state every public page shows, set in one tap (the four
 * states as buttons), with an optional ETA and message and when it ends (1 hour, 3 hours, end of
 * day), after which the site reads normal again by itself.
 */
export function AvailabilityPanel() {
  const [current, setCurrent] = useState<Availability | null>(null);
  const [eta, setEta] = useState('');
  const [message, setMessage] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('3 hours');
  const [saving, setSaving] = useState<AvailabilityState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const expiryName = useId();

  const load = useCallback(async () => {
    try {
      const answer = await apiRequest<{ availability: Availability }>('GET', '/availability');
      setCurrent(answer.availability);
      // Tapping the state again (a new expiry) keeps what it says.
      setEta(
        answer.availability.eta_minutes === null ? '' : String(answer.availability.eta_minutes),
      );
      setMessage(answer.availability.message ?? '');
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to fetch availability'));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  // The site goes back to normal by itself at the expiry: so does this panel.
  const expiresAt = current?.expires_at ? Date.parse(current.expires_at) : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(
      () => setCurrent((shown) => shown && availabilityAt(shown)),
      Math.max(0, expiresAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const set = async (state: AvailabilityState) => {
    setSaving(state);
    setError(null);
    setSaved(null);
    try {
      const answer = await apiRequest<{ availability: Availability }>(
        'PUT',
        '/availability',
        inputFor(state, eta, message, expiry),
      );
      setCurrent(answer.availability);
      setSaved(
        state === 'normal'
          ? 'Back to normal: the site shows no banner.'
          : `Shown on every page until ${formatTime(answer.availability.expires_at ?? '')}.`,
      );
    } catch (failure) {
      setError(errorMessage(failure, 'An error occurred'));
    } finally {
      setSaving(null);
    }
  };

  const notice = current && availabilityNotice(current);
  return (
    <section aria-labelledby="availability-heading" className={styles.panel}>
      <div className={styles.head}>
        <h2 id="availability-heading">Availability now</h2>
        {current && (
          <p className={styles.current} data-testid="availability-current">
            <Badge tone={TONES[current.state]}>{AVAILABILITY_STATE_LABELS[current.state]}</Badge>
            {current.expires_at && <span>until {formatTime(current.expires_at)}</span>}
          </p>
        )}
      </div>
      <p className={styles.preview} data-testid="availability-preview">
        {notice ? (
          <>
            Visitors see: <strong>“{notice.headline}”</strong>
            {notice.detail && <> {notice.detail}</>}
          </>
        ) : (
          'Visitors see no banner: the usual service.'
        )}
      </p>

      <div className={styles.options}>
        <TextField
          label="ETA (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={AVAILABILITY_ETA_MAX_MINUTES}
          step={1}
          value={eta}
          onChange={(event) => setEta(event.target.value)}
          placeholder="60"
          hint="Optional: how long to reach a driver now."
        />
        <TextField
          label="Message"
          value={message}
          maxLength={AVAILABILITY_MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Two crews on the M6 after a collision"
          hint="Optional; Limited shows it as the banner."
        />
        <fieldset className={styles.expiry}>
          <legend>Ends after</legend>
          <div className={styles.choices}>
            {EXPIRY_CHOICES.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name={expiryName}
                  value={choice}
                  checked={expiry === choice}
                  onChange={() => setExpiry(choice)}
                />
                {choice}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <fieldset className={styles.states}>
        <legend className="visually-hidden">Set availability</legend>
        {AVAILABILITY_STATES.map((state) => (
          <button
            key={state}
            type="button"
            className={`${styles.state} ${styles[state]}`}
            aria-pressed={current?.state === state}
            disabled={saving !== null}
            onClick={() => void set(state)}
          >
            {saving === state ? 'Saving...' : AVAILABILITY_STATE_LABELS[state]}
          </button>
        ))}
      </fieldset>
      {saved && (
        <p role="status" className={styles.saved}>
          {saved}
        </p>
      )}
      {error && (
        <ErrorBox>
          <p>{error}</p>
        </ErrorBox>
      )}
    </section>
  );
}
