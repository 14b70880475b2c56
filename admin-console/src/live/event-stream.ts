import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** How the stream stands: connecting (first try or retrying), live, or down until the next try. */
export type StreamState = 'connecting' | 'live' | 'down';

export interface EventStreamOptions {
  /** The stream's URL (`/api/events`). */
  readonly url: string;
  /** The request headers, read at each connection (the token may have changed). */
  readonly headers: () => Headers;
  readonly onMessage: (message: EventSourceMessage) => void;
  readonly onState: (state: StreamState) => void;
  /** The server refused the token: the stream stops for good. */
  readonly onUnauthorized: () => void;
}

/** First retry after 1 s, doubling up to 30 s (the poll's period: never slower than polling). */
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;
/**
 * The server sends a heartbeat well within this; a connection silent for longer is dead (a proxy
 * or a sleeping laptop dropped it without closing it) and is replaced.
 */
export const SILENCE_LIMIT_MS = 60_000;

/** The wait before retry number `attempt` (0-based): doubling from `base`, capped, with jitter. */
export function retryDelay(attempt: number, base = FIRST_RETRY_MS): number {
  const delay = Math.min(MAX_RETRY_MS, base * 2 ** Math.min(attempt, 10));
  // Up to a fifth less, so consoles cut off together do not all come back in the same instant.
  return Math.round(delay * (1 - Math.random() * 0.2));
}

class Unauthorized extends Error {}

/**
 * Reads a `text/event-stream` with fetch, so it can send the bearer header (EventSource cannot),
 * and reconnects like EventSource does: after a drop it waits (backing off), then asks again
 * with `Last-Event-ID` so the server replays what was missed. Returns `close()`.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  let closed = false;
  let lastEventId: string | undefined;
  let attempt = 0;
  let base = FIRST_RETRY_MS;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    controller = new AbortController();
    const { signal } = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller?.abort(), SILENCE_LIMIT_MS);
    };
    try {
      const headers = options.headers();
      headers.set('Accept', 'text/event-stream');
      if (lastEventId !== undefined) headers.set('Last-Event-ID', lastEventId);
      heard();
      const response = await fetch(options.url, {
        headers,
        signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (response.status === 401) throw new Unauthorized();
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        throw new Error(`GET ${options.url} answered HTTP ${response.status} (${type})`);
      }
      attempt = 0;
      options.onState('live');
      const parser = createParser({
        onEvent: (message) => {
          if (message.id !== undefined) lastEventId = message.id;
          options.onMessage(message);
        },
        onRetry: (ms) => {
          base = Math.max(ms, 100);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        parser.feed(value);
      }
    } catch (failure) {
      if (failure instanceof Unauthorized) {
        closed = true;
        options.onState('down');
        options.onUnauthorized();
        return;
      }
      // An abort from close() is expected; anything else is a drop to recover from.
      if (!closed) console.warn('Live updates: the event stream dropped', failure);
    } finally {
      clearTimeout(silence);
    }
    if (closed) return;
    options.onState('down');
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        options.onState('connecting');
        void connect();
      },
      retryDelay(attempt++, base),
    );
  };

  // Back online: try at once rather than waiting out the backoff.
  const onOnline = () => {
    if (closed || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    options.onState('connecting');
    void connect();
  };
  window.addEventListener('online', onOnline);

  options.onState('connecting');
  void connect();

  return () => {
    closed = true;
    window.removeEventListener('online', onOnline);
    clearTimeout(retryTimer);
    controller?.abort();
  };
}
