import type { CallbackRequest } from '@tow/contracts/callback-request';
import type { SmsMessage } from '@tow/contracts/sms';
import type { EventSourceMessage } from 'eventsource-parser';

/**
 * What the live stream tells the console (GET /api/events): a request created or changed (the
 * record itself), one deleted (its id), a text of its conversation sent, delivered, failed or
 * received (the request's id and the text), or `resync` when the stream came back after a drop
 * (lists load again in case the server could not replay everything missed).
 */
export type CallbackEvent =
  | { readonly kind: 'created' | 'updated'; readonly request: CallbackRequest }
  | { readonly kind: 'deleted'; readonly id: number }
  | { readonly kind: 'message'; readonly id: number; readonly message: SmsMessage }
  | { readonly kind: 'resync' };

const KINDS = {
  'callback-request.created': 'created',
  'callback-request.updated': 'updated',
  'callback-request.deleted': 'deleted',
  'callback-request.message': 'message',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stream message → a callback event, or null for anything else (another kind, bad JSON). */
export function parseCallbackEvent(message: EventSourceMessage): CallbackEvent | null {
  const kind = message.event ? KINDS[message.event as keyof typeof KINDS] : undefined;
  if (!kind) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (!isRecord(data) || typeof data.id !== 'number') return null;
  if (kind === 'deleted') return { kind, id: data.id };
  if (kind === 'message') {
    return isRecord(data.message)
      ? { kind, id: data.id, message: data.message as SmsMessage }
      : null;
  }
  return { kind, request: data as CallbackRequest };
}

/**
 * A list after an event: a created or updated request replaces the one with its id (or is added
 * first, as the API lists newest first); a deleted one goes. `belongs` keeps a list to the
 * requests it shows (the pending list drops a request once contacted).
 */
export function applyCallbackEvent(
  items: readonly CallbackRequest[],
  event: CallbackEvent,
  belongs: (request: CallbackRequest) => boolean = () => true,
): readonly CallbackRequest[] {
  if (event.kind === 'resync' || event.kind === 'message') return items;
  const id = event.kind === 'deleted' ? event.id : event.request.id;
  const others = items.filter((item) => item.id !== id);
  if (event.kind === 'deleted' || !belongs(event.request)) {
    return others.length === items.length ? items : others;
  }
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return [event.request, ...items];
  const next = [...items];
  next[index] = event.request;
  return next;
}
