import type { ChildProcess } from 'node:child_process';

/**
 * Polls `url` until it answers 200; fails when `child` exits first or time runs out, with what
 * `output` says the server wrote (the caller's capture of it, when it keeps one).
 */
export async function waitFor200(
  url: string,
  child: ChildProcess,
  timeoutMs = 120_000,
  output: () => string = () => '',
): Promise<void> {
  const written = () => (output() ? `. Server output:\n${output()}` : '');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${url}: the server exited (${child.exitCode ?? child.signalCode})${written()}`,
      );
    }
    const status = await fetch(url).then(
      async (r) => {
        await r.arrayBuffer();
        return r.status;
      },
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 in time${written()}`);
}
