import { readFileSync } from 'node:fs';
import { readProcStat } from '@tow/server-kit/proc-stat';

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time (user + system, ms) used so far by `pid` and its living children (nginx's workers,
 * a cluster's workers), from /proc: what a server spent, whatever else ran on the machine.
 */
export function processTreeCpuMs(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce(
    (sum, each) => sum + (readProcStat(`/proc/${each}/stat`)?.cpuMs ?? 0),
    0,
  );
}
