import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second, in which /proc reports CPU time (USER_HZ, 100 on every arch). */
const TICKS_PER_SECOND = 100;

export interface ProcStat {
  /** CPU time used so far, user + system, in ms. */
  readonly cpuMs: number;
  readonly nice: number;
}

/**
 * A process's or thread's stat file (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`): its CPU
 * time and nice value, for the benches' CPU figures (steadier than wall-clock time on a shared
 * machine) and the tests of thread priority. Undefined where the file is missing (not Linux, or
 * the process or thread is gone).
 */
export function readProcStat(path: string): ProcStat | undefined {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  // After the command in parentheses (which may hold spaces): utime and stime are fields 14-15,
  // nice field 19.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
    nice: Number(fields[16]),
  };
}
