/**
 * `read`, shared by the callers asking for the same key in one turn of the event loop (the jobs
 * of one claim, started together): they make one read. A caller in a later turn, which may have
 * seen a write commit meanwhile, makes a read of its own, so every caller still sees what was
 * committed before it asked.
 */
export function sharedPerTurn<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const thisTurn = new Map<K, Promise<V>>();
  return (key) => {
    const asked = thisTurn.get(key);
    if (asked) return asked;
    const started = read(key);
    // After this turn's promise callbacks, before any I/O is handled.
    if (thisTurn.size === 0) process.nextTick(() => thisTurn.clear());
    thisTurn.set(key, started);
    return started;
  };
}
