import { type ChildProcess, spawn } from 'node:child_process';
import { REPOSITORY_ROOT as REPO_ROOT } from '@tow/server-kit/repository-root';

export { REPO_ROOT };

/** A child process whose output is kept, line by line, for the test to read. */
export interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  readonly lines: string[];
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
  /** The output lines that are JSON, parsed. */
  jsonLines(): Record<string, unknown>[];
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Started {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    name,
    child,
    lines,
    exited,
    jsonLines: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
  };
}

/** Waits until `url` answers 2xx, failing with the process output when it does not in time. */
export async function waitUntilOk(url: string, started: Started, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${started.name} did not become ready at ${url}:\n${started.lines.join('\n')}`);
}

/** Stops a process we started (SIGTERM, then SIGKILL after `graceMs`). */
export async function stopProcess(started: Started | undefined, graceMs = 5_000) {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), graceMs);
  await started.exited;
  clearTimeout(timer);
}
