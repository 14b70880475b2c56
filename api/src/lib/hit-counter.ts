import type { DB } from '../db/database.ts';
import { addHits } from '../db/repositories/rate-limits.ts';
import { againIfConnectionLost } from './database-errors.ts';

/** How far behind on the other replicas' hits this replica's counts may be. */
const SHARE_EVERY_MS = 1_000;

export interface HitCounterOptions {
  /**
   * This process is the only one counting (the embedded database): a key's first hit in a window
   * does not wait for the stored total, as no other replica adds to it. The count still reaches
   * its row within SHARE_EVERY_MS, and what an earlier run of the process stored in the same
   * window is added once read back.
   */
  alone?: boolean;
}

export interface HitCounter {
  /** Counts one hit for `key` in the fixed window that holds now: the window's total and end. */
  hit: (key: string, windowMs: number) => Promise<{ hits: number; resetAt: Date }>;
}

interface Window {
  key: string;
  windowStart: Date;
  endsAt: number;
  /** This replica's hits: each hit's number among them. */
  counted: number;
  /** Of them, those handed to the database (on their way or added). */
  handed: number;
  /** The other replicas' hits, as the database last answered. */
  others: number;
  /** False until the database has first answered: until then a hit waits for it. */
  known: boolean;
}

interface Batch {
  windows: Set<Window>;
  sent: Promise<void>;
}

/**
 * Fixed-window hit counts shared by every replica without one hot row written per request: each
 * replica counts its own hits in memory and adds them to the windows' rows at most every
 * SHARE_EVERY_MS (every key in one statement), reading back every replica's totals. The first hit
 * of a key in a window waits for that total, so a replica never starts from zero; after that a
 * count is exact for this replica's hits and at most SHARE_EVERY_MS behind on the others'.
 * Thousands of phones behind one carrier's address then cost a write a second, not one each.
 * A window is forgotten once it is over and shared.
 */
export function createHitCounter(db: DB, { alone = false }: HitCounterOptions = {}): HitCounter {
  const windows = new Map<string, Window>();
  let next: Batch | null = null;
  let previous: Promise<void> = Promise.resolve();
  let sharingSoon = false;

  const send = async (batch: Batch) => {
    if (next === batch) next = null;
    const carried = [...batch.windows].map((window) => {
      const hits = window.counted - window.handed;
      window.handed = window.counted;
      return { window, hits, handed: window.handed };
    });
    try {
      const totals = await againIfConnectionLost(() =>
        addHits(
          db,
          carried.map(({ window, hits }) => ({
            key: window.key,
            windowStart: window.windowStart,
            hits,
          })),
        ),
      );
      // One batch at a time: the total holds exactly this replica's hits handed so far.
      carried.forEach(({ window, handed }, index) => {
        window.others = Math.max(0, (totals[index] ?? handed) - handed);
        window.known = true;
      });
    } catch (error) {
      // Still counted here; they go with the next batch.
      for (const { window, hits } of carried) window.handed -= hits;
      throw error;
    }
  };

  /** The batch that carries the window's hits: the next one, sent once the one before is done. */
  const share = (window: Window): Promise<void> => {
    if (!next) {
      const batch: Batch = { windows: new Set(), sent: Promise.resolve() };
      batch.sent = previous.then(() => send(batch));
      previous = batch.sent.catch(() => {});
      next = batch;
    }
    next.windows.add(window);
    return next.sent;
  };

  const shareSoon = () => {
    if (sharingSoon) return;
    sharingSoon = true;
    setTimeout(() => {
      sharingSoon = false;
      const now = Date.now();
      for (const [id, window] of windows) {
        if (window.counted > window.handed) share(window).catch(() => {});
        else if (window.endsAt <= now) windows.delete(id);
      }
      if (windows.size > 0) shareSoon();
    }, SHARE_EVERY_MS).unref();
  };

  return {
    hit: async (key, windowMs) => {
      const start = Math.floor(Date.now() / windowMs) * windowMs;
      const id = `${key} ${start}`;
      let window = windows.get(id);
      if (!window) {
        window = {
          key,
          windowStart: new Date(start),
          endsAt: start + windowMs,
          counted: 0,
          handed: 0,
          others: 0,
          known: false,
        };
        windows.set(id, window);
      }
      window.counted += 1;
      const mine = window.counted;
      if (!window.known && !alone) await share(window);
      shareSoon();
      return {
        hits: window.others + mine,
        resetAt: new Date(window.endsAt),
      };
    },
  };
}
