/**
 * `read`, shared by the callers asking for the same key before it starts: it starts once the
 * code running now is done (a microtask later), so the jobs of one claim, started together in
 * one loop, make one read. As it starts after they all asked, each still sees every write it saw
 * commit before asking; a caller asking once it started gets a read of its own.
 */
export function sharedWhileQueued<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const queued = new Map<K, Promise<V>>();
  return (key) => {
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const shared = Promise.resolve().then(() => {
      queued.delete(key);
      return read(key);
    });
    queued.set(key, shared);
    return shared;
  };
}
