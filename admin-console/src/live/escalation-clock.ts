import type { EscalationDelaysSeconds } from '@tow/contracts/alerts';
import { type CallbackRequest, isHeldBack } from '@tow/contracts/callback-request';
import { type Clocked, formatMinutes } from './response-clock.ts';

/** What the escalation clock needs of a request. */
export type EscalationClocked = Clocked &
  Pick<CallbackRequest, 'urgency' | 'acknowledged_at' | 'suspected_spam'>;

const MINUTE = 60_000;

/**
 * When an untaken request is announced again (ESCALATION_DELAYS after it came in), which for an
 * emergency is well before its time to call back runs out: "escalates in 3 min" (rounded up, as
 * the response clock is), then "escalated". `escalated` is what the request's history says, when
 * known. Null when nothing will escalate: the request is taken or no longer pending, held back as
 * suspected spam, of an urgency that never escalates, or the delays are not known yet.
 */
export function escalationWords(
  request: EscalationClocked,
  delays: EscalationDelaysSeconds | null,
  now: number,
  escalated = false,
): string | null {
  if (request.status !== 'pending' || request.acknowledged_at !== null) return null;
  if (escalated) return 'escalated';
  const seconds = delays?.[request.urgency];
  if (seconds === undefined || isHeldBack(request)) return null;
  const due = Date.parse(request.created_at) + seconds * 1000;
  if (Number.isNaN(due)) return null;
  const left = due - now;
  return left > 0 ? `escalates in ${formatMinutes(Math.ceil(left / MINUTE))}` : 'escalated';
}
