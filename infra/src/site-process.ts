import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@tow/server-kit/free-port';
import { loopbackSiteEnv } from '@tow/server-kit/loopback-site-env';
import { readProcStat } from '@tow/server-kit/proc-stat';
import { REPOSITORY_ROOT } from '@tow/server-kit/repository-root';
import { waitFor200 } from '@tow/server-kit/wait-for-server';

/**
 * The CPU seconds (user and system, all threads) process `pid` has used, from Linux's
 * /proc/<pid>/stat in clock ticks of 1/100 s; undefined elsewhere. On a busy machine the
 * wall-clock time of a start grows with the others' load, its CPU time much less.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  const cpuMs = readProcStat(`/proc/${pid}/stat`)?.cpuMs;
  return cpuMs !== undefined && Number.isFinite(cpuMs) ? cpuMs / 1000 : undefined;
}

/**
 * `npm start` (infra/src/start.ts) on loopback, a free port and a fresh embedded database in a
 * new folder under `workDir` (or `dataDir`); resolves once `/` answered, with the seconds it took
 * and the CPU seconds the process had used by then.
 */
export async function startSite(
  workDir: string,
  env: Record<string, string>,
  dataDir = mkdtempSync(join(workDir, 'data-')),
) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(REPOSITORY_ROOT, 'infra', 'src', 'start.ts')], {
    cwd: REPOSITORY_ROOT,
    env: loopbackSiteEnv(port, dataDir, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor200(`${url}/`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const coldStartS = (performance.now() - started) / 1000;
  return { url, child, dataDir, coldStartS, coldStartCpuS: cpuSeconds(child.pid) };
}

/** Stops a process we started and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
