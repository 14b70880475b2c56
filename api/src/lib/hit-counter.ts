import type { DB } from '../db/database.ts';
import { addHits } from '../db/repositories/rate-limits.ts';
import { againIfConnectionLost } from './database-errors.ts';

/** How far behind on the other replicas' hits this replica's counts may be. */
const SHARE_EVERY_MS = 1_000;
/**
 * About 4.5 MB of windows (450 bytes each with an IPv6 key): a flood from ever new addresses
 * (IPv6, a proxy's header) kept 15 minutes of them, hundreds of MB at a few hundred a second.
 */
const KEEP_WINDOWS = 10_000;

export interface HitCounterOptions {
  /**
   * This process is the only one counting (the embedded database): a key's first hit in a window
   * does not wait for the stored total, as no other replica adds to it. The count still reaches
   * its row within SHARE_EVERY_MS, and what an earlier run of the process stored in the same
   * window is added once read back.
   */
  alone?: boolean;
  /** How many windows to keep in memory past a share (KEEP_WINDOWS). */
  keep?: number;
}

export interface HitCounter {
  /** Counts one hit for `key` in the fixed window that holds now: the window's total and end. */
  hit: (key: string, windowMs: number) => Promise<{ hits: number; resetAt: Date }>;
  /** The windows held in memory. */
  kept: () => number;
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
  /** Every hit counted here is in the database: the window can be forgotten. */
  stored: boolean;
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
 * A window is forgotten once it is over and shared, and past `keep` windows the least recently
 * hit of those shared are: a later hit of its key waits for the stored total again (alone, it
 * starts from this hit and adds the stored total when read back, within SHARE_EVERY_MS).
 */
export function createHitCounter(
  db: DB,
  { alone = false, keep = KEEP_WINDOWS }: HitCounterOptions = {},
): HitCounter {
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
        window.stored = window.counted === handed;
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
      // Least recently hit first (a hit moves its window to the end).
      let over = windows.size - keep;
      for (const [id, window] of windows) {
        if (over <= 0) break;
        if (window.stored) {
          windows.delete(id);
          over -= 1;
        }
      }
      if (windows.size > 0) shareSoon();
    }, SHARE_EVERY_MS).unref();
  };

  return {
    hit: async (key, windowMs) => {
      const start = Math.floor(Date.now() / windowMs) * windowMs;
      const id = `${key} ${start}`;
      let window = windows.get(id);
      if (window) windows.delete(id);
      else {
        window = {
          key,
          windowStart: new Date(start),
          endsAt: start + windowMs,
          counted: 0,
          handed: 0,
          others: 0,
          known: false,
          stored: false,
        };
      }
      windows.set(id, window);
      window.counted += 1;
      window.stored = false;
      const mine = window.counted;
      if (!window.known && !alone) await share(window);
      shareSoon();
      return {
        hits: window.others + mine,
        resetAt: new Date(window.endsAt),
      };
    },
    kept: () => windows.size,
  };
}
