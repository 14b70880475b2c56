import { Button, TextField } from '@tow/shared-ui/host/components';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { apiRequest } from '../api/client.ts';
import styles from './AlertsPanel.module.css';

/**
 * "Send test text" (POST /api/sms/test): texts the number typed, straight through the provider,
 * and says what happened (the provider's reason when it refused).
 */
export function TestTextForm({ onSent }: { onSent: () => Promise<void> }) {
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setResult(null);
    setError(undefined);
    try {
      const answer = await apiRequest('POST', '/sms/test', { to });
      setResult(answer.message ?? 'The test text was sent.');
    } catch (failure) {
      setError(errorMessage(failure, 'The test text could not be sent.'));
    } finally {
      setSending(false);
      await onSent();
    }
  };

  return (
    <form className={styles.test} onSubmit={submit} aria-label="Send test text">
      <TextField
        label="Your mobile"
        name="test_text_to"
        type="tel"
        autoComplete="tel"
        required
        value={to}
        error={error}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={sending}>
        {sending ? 'Sending…' : 'Send test text'}
      </Button>
      <p role="status" data-testid="test-text-result">
        {result}
      </p>
    </form>
  );
}
