import { readdirSync } from 'node:fs';
import { readProcStat } from '@tow/server-kit/proc-stat';
import pg from 'pg';

/** CPU time (user + system, ms) each process used so far, read from /proc; absent where there is none. */
function cpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const stat = readProcStat(`/proc/${pid}/stat`);
    // None: not Linux, or the process is gone.
    if (stat) used.set(pid, stat.cpuMs);
  }
  return used;
}

/** The part of it spent by threads running at a lower priority (a raised nice value). */
function niceCpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readProcStat(`/proc/${pid}/task/${tid}/stat`);
        if (stat && stat.nice > 0) used.set(Number(tid), stat.cpuMs);
      }
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  return used;
}

export interface CpuUse {
  replicas: number;
  /** Of `replicas`, the threads at a lower priority (the job threads). */
  lowPriority: number;
  database: number;
}

export interface CpuMeter {
  /** CPU ms used by the replicas and by their database's server processes since the last call. */
  take(): Promise<CpuUse | null>;
  close(): Promise<void>;
}

/**
 * Counts the CPU time of a pair of replicas and of the PostgreSQL processes serving their
 * database, unlike latency barely changed by other work on a shared machine. Null where /proc
 * is missing; the database part is 0 when the server is not on this machine.
 */
export async function startCpuMeter(replicaPids: number[], databaseUrl: string): Promise<CpuMeter> {
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const serverPids = async () =>
    local
      ? (
          await client.query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          )
        ).rows.map((row) => row.pid)
      : [];
  const read = async () => ({
    replicas: cpuMs(replicaPids),
    lowPriority: niceCpuMs(replicaPids),
    database: cpuMs(await serverPids()),
  });
  let before = await read();
  const spent = (now: Map<number, number>, then: Map<number, number>) =>
    [...now].reduce((sum, [pid, ms]) => sum + ms - (then.get(pid) ?? 0), 0);
  return {
    async take() {
      const now = await read();
      const used = {
        replicas: spent(now.replicas, before.replicas),
        lowPriority: spent(now.lowPriority, before.lowPriority),
        database: spent(now.database, before.database),
      };
      before = now;
      return now.replicas.size === 0 ? null : used;
    },
    close: () => client.end(),
  };
}
