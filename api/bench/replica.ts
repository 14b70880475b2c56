import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface Replica {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `node --max-semi-space-size=4 --heap-growing-percent=50 --expose-gc api/src/server.ts` as
 * production runs it (the systemd unit, the image), with a compile cache kept between runs as the
 * unit's is between starts, on a port the kernel picks (read from its "api listening" log line). Its other
 * log lines are dropped; they come back if it fails to start.
 */
export async function startReplica(env: Record<string, string>): Promise<Replica> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--heap-growing-percent=50', '--expose-gc', SERVER],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        NODE_COMPILE_CACHE: join(tmpdir(), 'tow-bench-compile-cache'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    let started = false;
    lines.on('line', (line) => {
      // Once it listens, its log only needs draining: parsing it would load the timing process.
      if (started) return;
      if (output.length < 200) output.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'api listening' && entry.port) {
          started = true;
          resolve(entry.port);
        }
      } catch {
        // Not a log line: kept in `output` for the error message.
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`API replica exited with ${code}:\n${output.join('\n')}`)),
    );
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
