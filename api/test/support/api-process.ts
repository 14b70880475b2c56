import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPOSITORY_ROOT as REPO_ROOT } from '@tow/server-kit/repository-root';

export { REPO_ROOT };
// The repository's own Node 24, as a deployment runs the API.
export const NODE = join(REPO_ROOT, 'node_modules', '.bin', 'node');

export interface ApiProcess {
  name: string;
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, the port the kernel gave (PORT=0). */
  url: string;
  lines: string[];
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>;
}

/**
 * Runs `node api/src/server.ts` on a port of the kernel's choosing and resolves once it
 * listens, reading the port from its `api listening` log line.
 */
export async function startApiProcess(
  name: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ApiProcess> {
  const child = spawn(NODE, ['api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        try {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          if (entry.msg === 'api listening' && entry.port) {
            clearTimeout(timer);
            resolve(entry.port);
          }
        } catch {
          // Not a log line.
        }
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}):\n${lines.join('\n')}`));
    });
  });
  return {
    name,
    child,
    url: `http://127.0.0.1:${port}`,
    lines,
    stop: async (graceMs = 10_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
