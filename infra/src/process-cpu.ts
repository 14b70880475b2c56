import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second, in which /proc reports CPU time (USER_HZ, 100 on every arch). */
const TICKS_PER_SECOND = 100;

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

function ownCpuMs(pid: number): number {
  try {
    // After the command in parentheses (which may hold spaces): utime and stime are fields 14-15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU time (user + system, ms) used so far by `pid` and its living children (nginx's workers,
 * a cluster's workers), from /proc: what a server spent, whatever else ran on the machine.
 */
export function processTreeCpuMs(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((sum, each) => sum + ownCpuMs(each), 0);
}
