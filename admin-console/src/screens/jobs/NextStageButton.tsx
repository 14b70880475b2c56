import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Button, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { JOBS_MESSAGES } from '../../lib/messages.ts';
import styles from './JobsScreen.module.css';
import { etaMinutes, nextStep } from './next-stage.ts';

export interface NextStageButtonProps {
  readonly job: CallbackRequest;
  /** The job as the API answered the move. */
  readonly onMoved: (job: CallbackRequest) => void;
}

/**
 * The job's one big button: the next stage (POST /api/callback-requests/{id}/stage). "On my way"
 * first asks how many minutes to the driver, who is texted the time. A refusal shows the API's
 * reason (another crew's job, already moved by staff), anything else says to try again.
 */
export function NextStageButton({ job, onMoved }: NextStageButtonProps) {
  const next = nextStep(job.stage);
  const [askingEta, setAskingEta] = useState(false);
  const [eta, setEta] = useState('');
  const [etaError, setEtaError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const etaInput = useRef<HTMLInputElement>(null);
  // The keypad comes up as the question does: one tap fewer with gloves on.
  useEffect(() => {
    if (askingEta) etaInput.current?.focus();
  }, [askingEta]);
  if (!next) return null;

  const move = async (body: { stage: string; eta_minutes?: number }) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<{ request: CallbackRequest }>(
        'POST',
        `/callback-requests/${job.id}/stage`,
        body,
      );
      setAskingEta(false);
      onMoved(answer.request);
    } catch (failure) {
      setError(errorMessage(failure, JOBS_MESSAGES.stageFailed));
    } finally {
      setBusy(false);
    }
  };

  const sendEta = (event: FormEvent) => {
    event.preventDefault();
    const minutes = etaMinutes(eta);
    setEtaError(minutes === null ? JOBS_MESSAGES.etaInvalid : undefined);
    if (minutes !== null) void move({ stage: next.stage, eta_minutes: minutes });
  };

  const failure = error && (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
  if (askingEta) {
    return (
      <form className={styles.step} onSubmit={sendEta} noValidate>
        <TextField
          label="Minutes to the driver"
          name="eta_minutes"
          inputMode="numeric"
          autoComplete="off"
          ref={etaInput}
          value={eta}
          error={etaError}
          onChange={(event) => setEta(event.target.value)}
        />
        {failure}
        <Button type="submit" size="lg" fullWidth loading={busy} className={styles.next}>
          Send: on my way
        </Button>
        <Button variant="ghost" fullWidth disabled={busy} onClick={() => setAskingEta(false)}>
          Not yet
        </Button>
      </form>
    );
  }
  return (
    <div className={styles.step}>
      {failure}
      <Button
        size="lg"
        fullWidth
        loading={busy}
        className={styles.next}
        onClick={() => (next.asksEta ? setAskingEta(true) : void move({ stage: next.stage }))}
      >
        {next.label}
      </Button>
    </div>
  );
}
