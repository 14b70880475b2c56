import type { CallbackStatus } from '@tow/contracts/callback-request';

/** What a response clock needs of a request (the API computes `respond_by` from its urgency). */
export interface Clocked {
  readonly status: CallbackStatus;
  readonly created_at: string;
  readonly respond_by: string;
}

export interface ResponseClock {
  /** "25 min", "2 h 5 min", "1 day 3 h": how long the request has waited. */
  readonly age: string;
  /** "12 min left" or "Overdue by 5 min". */
  readonly left: string;
  readonly overdue: boolean;
}

const MINUTE = 60_000;

/** 5 → "5 min", 125 → "2 h 5 min", 1620 → "1 day 3 h" (whole minutes; days drop the minutes). */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
  return hours % 24 === 0 ? dayText : `${dayText} ${hours % 24} h`;
}

/**
 * The clock of a pending request at `now`: its age and the time left to call back (rounded up,
 * so "1 min left" lasts until the deadline and a request 10 s late is "Overdue by 1 min").
 * Null for a request no longer pending, or one with unreadable dates.
 */
export function responseClock(request: Clocked, now: number): ResponseClock | null {
  if (request.status !== 'pending') return null;
  const created = Date.parse(request.created_at);
  const due = Date.parse(request.respond_by);
  if (Number.isNaN(created) || Number.isNaN(due)) return null;
  const age = formatMinutes(Math.max(0, Math.floor((now - created) / MINUTE)));
  const left = due - now;
  if (left > 0)
    return { age, left: `${formatMinutes(Math.ceil(left / MINUTE))} left`, overdue: false };
  return {
    age,
    left: `Overdue by ${formatMinutes(Math.max(1, Math.ceil(-left / MINUTE)))}`,
    overdue: true,
  };
}

/** A pending request past its `respond_by` at `now`. */
export function isOverdue(request: Clocked, now: number): boolean {
  return responseClock(request, now)?.overdue ?? false;
}

/**
 * Overdue requests first, the longest overdue at the top; the rest keep `then`'s order
 * (the callbacks screen: most urgent, then newest).
 */
export function overdueFirst<T extends Clocked>(
  now: number,
  then: (a: T, b: T) => number,
): (a: T, b: T) => number {
  return (a, b) => {
    const aLate = isOverdue(a, now);
    const bLate = isOverdue(b, now);
    if (aLate !== bLate) return aLate ? -1 : 1;
    if (aLate) return Date.parse(a.respond_by) - Date.parse(b.respond_by) || then(a, b);
    return then(a, b);
  };
}
