import type { Logger } from '@tow/server-kit/logger';
import type { DatabaseHandle } from '../db/database.ts';
import {
  LIVE_EVENTS_CHANNEL,
  type LiveEvent,
  latestLiveEventId,
  parseLiveEventNotice,
  readLiveEvents,
} from './live-events.ts';

const RETRY_MS = 1_000;

export interface LiveEventSubscriber {
  onEvent: (event: LiveEvent) => void;
  /** The process is stopping: end the stream now rather than hold the server open. */
  onClose: () => void;
}

export interface EventHub {
  /** Hands `subscriber` every event committed from now on, on any replica. */
  subscribe: (subscriber: LiveEventSubscriber) => () => void;
  /** Events after `afterId` still kept (a reconnecting client's `Last-Event-ID`). */
  since: (afterId: number) => Promise<LiveEvent[]>;
  /** Streams connected to this replica now. */
  clients: () => number;
  /** Tells every subscriber the process is stopping, so streams end before the server closes. */
  closeAll: () => void;
  stop: () => Promise<void>;
}

/**
 * This replica's end of the live events: LISTENs on the database and hands each new event to the
 * streams connected here. A notification carries the event itself (or, when too large, its id
 * to read), never "whatever is new", so an event committed late (ids are taken before commit) is
 * still delivered; after a lost connection, everything newer than the last event seen is read
 * again.
 */
export async function startEventHub(database: DatabaseHandle, logger: Logger): Promise<EventHub> {
  const { db } = database;
  const subscribers = new Set<LiveEventSubscriber>();
  const pending = new Set<number>();
  const delivered = new Set<number>();
  let lastSeen = await latestLiveEventId(db);
  let flushing: Promise<void> | null = null;
  let stopped = false;

  const deliver = (events: LiveEvent[]) => {
    for (const event of events) {
      if (delivered.has(event.id)) continue;
      delivered.add(event.id);
      lastSeen = Math.max(lastSeen, event.id);
      for (const subscriber of subscribers) subscriber.onEvent(event);
    }
    // Only duplicates from a catch-up need remembering; keep the set small.
    if (delivered.size > 10_000) delivered.clear();
  };

  const flush = async () => {
    while (pending.size > 0) {
      const ids = [...pending];
      pending.clear();
      try {
        deliver(await readLiveEvents(db, { ids }));
      } catch (error) {
        // The database is briefly unreachable: try these ids again in a moment.
        logger.warn({ err: error }, 'could not read live events; will retry');
        for (const id of ids) pending.add(id);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        if (stopped) break;
      }
    }
    flushing = null;
  };

  const catchUp = async () => {
    try {
      deliver(await readLiveEvents(db, { afterId: lastSeen }));
    } catch (error) {
      logger.warn({ err: error }, 'could not catch up on live events');
    }
  };

  const unlisten = await database.listen(LIVE_EVENTS_CHANNEL, {
    onNotify: (payload) => {
      const notice = parseLiveEventNotice(payload);
      if (notice === null) return;
      if (typeof notice === 'object') return deliver([notice]);
      pending.add(notice);
      flushing ??= flush();
    },
    onReconnect: () => {
      void catchUp();
    },
  });

  return {
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    since: (afterId) => readLiveEvents(db, { afterId }),
    clients: () => subscribers.size,
    closeAll: () => {
      for (const subscriber of subscribers) subscriber.onClose();
      subscribers.clear();
    },
    stop: async () => {
      stopped = true;
      await unlisten();
      await flushing;
      subscribers.clear();
    },
  };
}
