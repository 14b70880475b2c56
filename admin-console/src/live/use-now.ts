import { useSyncExternalStore } from 'react';

/** Response clocks move on every 30 seconds, from one timer for the whole console. */
export const CLOCK_TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time (ms) as of the last tick: re-renders every 30 s without asking the server anything. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
