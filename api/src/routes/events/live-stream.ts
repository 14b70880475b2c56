import type { SSEStreamingApi } from 'hono/streaming';
import type { EventHub } from '../../events/event-hub.ts';
import type { LiveEvent } from '../../events/live-events.ts';

/** How long a browser's EventSource waits before reconnecting. */
const RECONNECT_MS = 3_000;
/**
 * Events waiting for a client that stopped reading. Beyond this the stream ends, and the
 * client's reconnect with Last-Event-ID catches up from the database rather than our memory.
 */
const MAX_QUEUED = 1_000;

/**
 * Writes events to one client until it goes away or the process stops: first what it missed
 * after `lastEventId`, then each new event as it is committed, with a heartbeat comment when
 * nothing happened for a while. New events are taken before the catch-up is read, so nothing
 * falls between the two; an event found in both is sent once. At each heartbeat the session is
 * checked again, so signing out (or the session expiring) ends the stream too.
 */
export async function streamLiveEvents(
  stream: SSEStreamingApi,
  events: EventHub,
  options: {
    lastEventId: number | null;
    heartbeatMs: number;
    stillSignedIn: () => Promise<boolean>;
  },
): Promise<void> {
  const { lastEventId } = options;
  const queue: LiveEvent[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const nudge = () => wake?.();
  const unsubscribe = events.subscribe({
    onEvent: (event) => {
      queue.push(event);
      if (queue.length > MAX_QUEUED) ended = true;
      nudge();
    },
    onClose: () => {
      ended = true;
      nudge();
    },
  });
  stream.onAbort(() => {
    ended = true;
    nudge();
  });

  const replayed = new Set<number>();
  const send = async (event: LiveEvent) => {
    await stream.writeSSE({
      id: String(event.id),
      event: event.type,
      data: JSON.stringify(event.data),
    });
  };

  try {
    await stream.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    if (lastEventId !== null) {
      for (const event of await events.since(lastEventId)) {
        replayed.add(event.id);
        await send(event);
      }
    }
    while (!ended) {
      while (queue.length > 0 && !ended) {
        const event = queue.shift();
        if (event && !replayed.has(event.id)) await send(event);
      }
      if (ended) break;
      const rested = await new Promise<'event' | 'quiet'>((resolve) => {
        if (queue.length > 0 || ended) return resolve('event');
        const timer = setTimeout(() => {
          wake = null;
          resolve('quiet');
        }, options.heartbeatMs);
        wake = () => {
          clearTimeout(timer);
          wake = null;
          resolve('event');
        };
      });
      if (rested === 'quiet') {
        if (!(await options.stillSignedIn())) break;
        await stream.write(': heartbeat\n\n');
      }
    }
  } finally {
    unsubscribe();
  }
}
