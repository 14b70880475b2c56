import type { AlertTestResult } from '@tow/contracts/alerts';
import { Button } from '@tow/shared-ui/host/components';
import { useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { apiRequest } from '../api/client.ts';
import { ErrorBox } from '../blocks/ErrorBox.tsx';
import { formatDateTime } from '../lib/format.ts';
import styles from './AlertsPanel.module.css';
import { useAlertStatus } from './alert-status.tsx';
import { PushToggle } from './PushToggle.tsx';
import { TestTextForm } from './TestTextForm.tsx';

/** "not set up", "working", or since when it fails (and why, where the API says). */
function channelText(
  channel:
    | { configured: boolean; failing_since: string | null; last_error?: string | null }
    | undefined,
  working: string,
): string {
  if (!channel) return '…';
  if (!channel.configured) return 'not set up';
  if (!channel.failing_since) return working;
  const reason = channel.last_error ? `: ${channel.last_error}` : '';
  return `failing since ${formatDateTime(channel.failing_since)}${reason}`;
}

/**
 * The dashboard's "Alerts" section: how new requests reach staff (email, push on how many
 * devices, texts), "Notify me on this device", "Send test alert" with what each channel did (the
 * API's message; a test that reached nobody is an error with the reason), and "Send test text".
 */
export function AlertsPanel() {
  const { status, refresh } = useAlertStatus();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const sendTest = async () => {
    setSending(true);
    setResult(null);
    setError(null);
    try {
      // The API says in words what each channel did ("The test email was sent; the push…").
      const answer = await apiRequest<AlertTestResult>('POST', '/alerts/test');
      setResult(answer.message ?? 'The test alert was sent.');
    } catch (failure) {
      console.warn('Test alert failed', failure);
      setError(errorMessage(failure, 'The test alert could not be sent.'));
    } finally {
      setSending(false);
      await refresh();
    }
  };

  const emailText = channelText(status?.email, 'working');
  const pushCount = status?.push.subscriptions;
  const sms = status?.sms;
  const smsText = channelText(
    sms,
    `working (${sms?.provider === 'kannel' ? 'Kannel' : 'Twilio API'})`,
  );

  return (
    <section aria-labelledby="alerts-heading" className={styles.panel}>
      <h2 id="alerts-heading">Alerts</h2>
      <dl className={styles.channels}>
        <div>
          <dt>Email</dt>
          <dd data-testid="alerts-email">{emailText}</dd>
        </div>
        <div>
          <dt>Push</dt>
          <dd data-testid="alerts-push">
            {pushCount === undefined
              ? '…'
              : `${pushCount} ${pushCount === 1 ? 'device' : 'devices'}`}
          </dd>
        </div>
        <div>
          <dt>Texts</dt>
          <dd data-testid="alerts-sms">{smsText}</dd>
        </div>
      </dl>
      <PushToggle />
      <div className={styles.test}>
        <Button variant="secondary" loading={sending} onClick={sendTest}>
          {sending ? 'Sending…' : 'Send test alert'}
        </Button>
        <p role="status" data-testid="test-alert-result">
          {result}
        </p>
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
      {sms?.configured && <TestTextForm onSent={refresh} />}
    </section>
  );
}
