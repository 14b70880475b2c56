/**
 * Checks `probe` until it answers something other than undefined; fails after `timeoutMs`. For
 * outcomes of background work (jobs, other processes), so no test sleeps a guessed time. The
 * default minute is what a job thread needs on a shared 2-core machine at a load average of 40;
 * a passing wait returns as soon as the outcome is there.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
