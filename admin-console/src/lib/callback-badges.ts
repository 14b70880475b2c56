import type { CallbackStatus, SpamReason, Urgency } from '@tow/contracts/callback-request';
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

/** Why a request is suspected spam, as staff read it. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'hidden field filled in',
  too_fast: 'sent faster than a person can type',
  address_limit: 'many requests from one address',
  phone_limit: 'many requests from one phone',
};

/** "Suspected spam: hidden field filled in, many requests from one address". */
export function spamMark(reasons: readonly string[]): string {
  const labels = reasons.map((reason) => SPAM_REASON_LABELS[reason as SpamReason] ?? reason);
  return labels.length > 0 ? `Suspected spam: ${labels.join(', ')}` : 'Suspected spam';
}

/** "emergency" → "Emergency". */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
