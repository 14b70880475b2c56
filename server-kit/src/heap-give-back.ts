import type { Server } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import type { Logger } from './logger.ts';

/**
 * Growth of a thread's heap since it last gave memory back that is worth a collection (about
 * 0.1 s of the thread's time on a quiet machine): a burst of drivers grew a replica's request
 * thread by 32-40 MB and its job thread by 18 MB; ordinary traffic a few.
 */
const WORTH_GIVING_BACK = 16 * 1024 * 1024;

/** How long a server must start no request before a burst counts as over. */
export const QUIET_AFTER_BURST_MS = 2_000;

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Node's `gc`, there when the process was started with `--expose-gc`. */
const gc = (globalThis as { gc?: Gc }).gc;

let committedAfterLast = getHeapStatistics().total_heap_size;

/**
 * Gives the pages this thread's heap took in a burst back to the system, if it grew by more than
 * WORTH_GIVING_BACK since it last did. V8 keeps freed pages pooled until its memory reducer runs,
 * about 100 s after a burst (docs/performance.md, "Where a replica's memory goes"), and only a
 * memory-reducing collection returns them. Needs `--expose-gc` (the replicas' start commands);
 * without it nothing happens. Says what the heap gave back and how long the collection took, if
 * it ran, and logs that at debug level when given a logger.
 */
export function giveBackGrownHeap(logger?: Logger): { bytes: number; ms: number } | undefined {
  if (!gc) return undefined;
  const before = getHeapStatistics().total_heap_size;
  if (before - committedAfterLast < WORTH_GIVING_BACK) return undefined;
  const started = performance.now();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  committedAfterLast = getHeapStatistics().total_heap_size;
  const gaveBack = {
    bytes: Math.max(0, before - committedAfterLast),
    ms: performance.now() - started,
  };
  logger?.debug({ ...gaveBack, thread: threadId }, 'gave back the heap a burst grew');
  return gaveBack;
}

/**
 * Calls `onQuiet` each time `server` has started no request for QUIET_AFTER_BURST_MS after one it
 * did. Open streams (the console's live events) do not keep it busy: only new requests do.
 */
export function whenQuietAfterRequests(server: Server, onQuiet: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  server.on('request', () => {
    if (timer) timer.refresh();
    else
      timer = setTimeout(() => {
        timer = undefined;
        onQuiet();
      }, QUIET_AFTER_BURST_MS).unref();
  });
  server.once('close', () => clearTimeout(timer));
}
