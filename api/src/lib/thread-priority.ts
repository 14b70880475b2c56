import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Raises the nice value of the calling thread only, so the scheduler serves the process's other
 * threads first when the CPUs are busy. Linux only: there a thread's id (the last part of
 * /proc/thread-self) is a valid target for setpriority(2), which then changes that thread alone.
 * Answers whether it did; elsewhere, or when refused, the thread keeps its priority.
 */
export function lowerThisThreadPriority(nice: number): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isSafeInteger(tid) || tid <= 0) return false;
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
