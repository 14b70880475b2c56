import { Toast } from '@tow/shared-ui/host/components';
import { BANNER_TIMEOUT_MS } from '../constants.ts';
import type { StatusController } from './use-status.ts';

/**
 * The banner of a list screen: the last success or failure message, hidden after 5 seconds
 * (spec section 9; the countdown pauses while the pointer or focus is on it, so it can be read).
 */
export function StatusBanner({ status }: { status: StatusController }) {
  const current = status.current;
  if (!current) return null;
  return (
    <Toast
      key={current.key}
      message={current.message}
      tone={current.tone}
      durationMs={BANNER_TIMEOUT_MS}
      onDismiss={status.clear}
      placement="floating"
      data-testid="status-banner"
    />
  );
}
