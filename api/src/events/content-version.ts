import type { Logger } from '@tow/server-kit/logger';
import type { DatabaseHandle, DB } from '../db/database.ts';

/** The channel the database notifies on (its trigger: migration add_content_version). */
export const CONTENT_CHANNEL = 'content_changed';

export interface ContentVersion {
  /** The version of the public content this replica last heard of. */
  current: () => number;
  /** Calls `listener` whenever public content changed on any replica, or may have (a lost connection). */
  onChange: (listener: () => void) => () => void;
  /**
   * Resolves with the version once it is not `after`; with the same one after `waitMs`; with
   * null once the process is stopping (a poller then asks another replica).
   */
  next: (after: number, waitMs: number) => Promise<number | null>;
  /** The process is stopping: answers every waiting `next` (and any later one) with null. */
  closeAll: () => void;
  stop: () => Promise<void>;
}

async function readVersion(db: DB): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * This replica's view of the public content version. The database bumps it and notifies in the
 * transaction of every write to a public table; the notification reaches every replica through
 * the same LISTEN as the live events (`DatabaseHandle.listen`), and after a lost connection the
 * version is read again, as changes may have been missed.
 */
export async function startContentVersion(
  database: DatabaseHandle,
  logger: Logger,
): Promise<ContentVersion> {
  const listeners = new Set<() => void>();
  const waiters = new Set<{ after: number; answer: (version: number | null) => void }>();
  let version = 0;
  let closing = false;

  const changed = (next: number) => {
    version = next;
    for (const listener of listeners) listener();
    for (const waiter of waiters) if (waiter.after !== version) waiter.answer(version);
  };

  const unlisten = await database.listen(CONTENT_CHANNEL, {
    onNotify: (payload) => {
      const next = Number(payload);
      if (Number.isSafeInteger(next)) changed(next);
    },
    onReconnect: () => {
      readVersion(database.db).then(changed, (error) => {
        logger.warn({ err: error }, 'could not read the content version; dropping cached answers');
        changed(version);
      });
    },
  });
  // After LISTEN: a change committed in between is in the version read, or notified after it.
  version = await readVersion(database.db);

  return {
    current: () => version,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    next: (after, waitMs) => {
      if (closing) return Promise.resolve(null);
      if (after !== version) return Promise.resolve(version);
      return new Promise((resolve) => {
        const waiter = {
          after,
          answer: (answered: number | null) => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(answered);
          },
        };
        const timer = setTimeout(() => waiter.answer(version), waitMs);
        waiters.add(waiter);
      });
    },
    closeAll: () => {
      closing = true;
      for (const waiter of waiters) waiter.answer(null);
    },
    stop: async () => {
      await unlisten();
      listeners.clear();
    },
  };
}
