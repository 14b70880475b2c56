import type { Logger } from '@tow/server-kit/logger';
import { sql } from 'kysely';
import type { DB } from '../db/database.ts';

/** A NOTIFY to send once the transaction that stored what it announces has committed. */
export interface Notice {
  channel: string;
  payload: string;
}

export interface Notices {
  /** Sends `notices` soon, together with whatever else is waiting, in a transaction of their own. */
  send: (notices: readonly Notice[]) => void;
  /** Resolves once everything handed to `send` so far has gone out (or failed). */
  settled: () => Promise<void>;
}

/**
 * This process's one sender of after-commit notices. Every transaction that notifies holds
 * PostgreSQL's one NOTIFY lock through its commit's disk flush, so a notice in each request's
 * transaction queues every commit behind every other; here the notices that arrive while one
 * batch is being sent go out together in the next, one lock and one flush for all of them.
 */
export function startNotices(db: DB, logger: Logger): Notices {
  let waiting: Notice[] = [];
  let sending: Promise<void> | null = null;

  const sendWaiting = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await sql`select pg_notify(channel, payload)
          from unnest(${batch.map((notice) => notice.channel)}::text[], ${batch.map((notice) => notice.payload)}::text[])
            as notice(channel, payload)`.execute(db);
      } catch (error) {
        // What they announce is stored: workers poll for jobs, consoles read events on reconnect.
        logger.warn({ err: error, notices: batch.length }, 'could not send notices');
      }
    }
    sending = null;
  };

  return {
    send: (notices) => {
      if (notices.length === 0) return;
      waiting.push(...notices);
      sending ??= sendWaiting();
    },
    settled: async () => {
      await sending;
    },
  };
}
