import type { CallbackRequest } from '@tow/contracts/callback-request';
import { Button } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import styles from './AcknowledgeButton.module.css';
import { useRequestAction } from './use-request-action.ts';

/**
 * One click on a request (acknowledge or release, through useRequestAction); a failure shows
 * `failed` (or the API's message) below the button.
 */
export function RequestActionButton({
  request,
  action,
  label,
  ariaLabel,
  failed,
}: {
  request: CallbackRequest;
  action: 'acknowledge' | 'release';
  label: string;
  ariaLabel: string;
  failed: string;
}) {
  const runAction = useRequestAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await runAction(request, action);
    } catch (failure) {
      console.warn(`${action} failed`, failure);
      setError(errorMessage(failure, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={styles.wrap}>
      <Button variant="secondary" size="sm" loading={busy} onClick={run} aria-label={ariaLabel}>
        {label}
      </Button>
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
