import type { CallbackStatus, Urgency } from '@tow/contracts/callback-request';
import type { BadgeTone } from '@tow/shared-ui/host/components';

/** Badge colours of a callback request's urgency and status (the text always says it too). */
export const URGENCY_TONES: Record<Urgency, BadgeTone> = {
  emergency: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

export const STATUS_TONES: Record<CallbackStatus, BadgeTone> = {
  pending: 'warning',
  contacted: 'info',
  completed: 'success',
  cancelled: 'neutral',
};

/** "emergency" → "Emergency". */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
