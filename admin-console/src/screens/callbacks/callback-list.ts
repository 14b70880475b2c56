import type { CallbackRequest, CallbackStatus, Urgency } from '@tow/contracts/callback-request';
import { CALLBACK_STATUSES, URGENCIES } from '@tow/contracts/constants';
import { URGENCY_WEIGHTS } from '../../constants.ts';
import { overdueFirst } from '../../live/response-clock.ts';

/** What the free-text search looks in (spec section 2). */
export const CALLBACK_SEARCH_FIELDS = ['name', 'phone', 'location', 'service_type'] as const;

/**
 * What the list does with suspected spam: hidden by default (null), so a flood does not bury
 * real requests; `only` shows just those, `shown` shows them with the rest.
 */
export const SPAM_FILTERS = ['only', 'shown'] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];

/** The screen's dropdown filters; null means "all" (for spam: hidden). */
export interface CallbackFilters {
  readonly status: CallbackStatus | null;
  readonly urgency: Urgency | null;
  readonly spam: SpamFilter | null;
  /** The time of the response clocks: overdue requests come first. */
  readonly now?: number;
}

function timeOf(timestamp: string): number {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? 0 : time;
}

/** Most urgent first (emergency 4, high 3, medium 2, low 1), then newest first (spec section 2). */
export function compareCallbacks(a: CallbackRequest, b: CallbackRequest): number {
  return (
    URGENCY_WEIGHTS[b.urgency] - URGENCY_WEIGHTS[a.urgency] ||
    timeOf(b.created_at) - timeOf(a.created_at) ||
    b.id - a.id
  );
}

/** A driver somewhere unsafe (hard shoulder, live lane) whose request is still open. */
export function isUnsafeOpen(request: CallbackRequest): boolean {
  return (
    request.unsafe_location && (request.status === 'pending' || request.status === 'contacted')
  );
}

/**
 * The requests the screen shows (of those the search matched): filtered, open requests from an
 * unsafe place at the top, then overdue ones (given `now`), then in urgency order.
 */
export function visibleCallbacks(
  requests: readonly CallbackRequest[],
  { status, urgency, spam, now }: CallbackFilters,
): CallbackRequest[] {
  return requests
    .filter(
      (request) =>
        (status === null || request.status === status) &&
        (urgency === null || request.urgency === urgency) &&
        (spam === 'shown' || request.suspected_spam === (spam === 'only')),
    )
    .sort((a, b) => {
      const compare = now === undefined ? compareCallbacks : overdueFirst(now, compareCallbacks);
      return Number(isUnsafeOpen(b)) - Number(isUnsafeOpen(a)) || compare(a, b);
    });
}

/** `?status=pending` (the bell's link) → 'pending'; anything else → null (all statuses). */
export function parseStatus(value: string | null): CallbackStatus | null {
  return CALLBACK_STATUSES.find((status) => status === value) ?? null;
}

/** `?spam=only` → 'only', `?spam=shown` → 'shown'; anything else → null (spam hidden). */
export function parseSpam(value: string | null): SpamFilter | null {
  return SPAM_FILTERS.find((filter) => filter === value) ?? null;
}

/** `?urgency=emergency` → 'emergency'; anything else → null (all urgencies). */
export function parseUrgency(value: string | null): Urgency | null {
  return URGENCIES.find((urgency) => urgency === value) ?? null;
}
