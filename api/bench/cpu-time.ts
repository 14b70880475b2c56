import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU time (user + system, ms) each process used so far, read from /proc; absent where there is none. */
function cpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime, in clock ticks of 10 ms.
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // Not Linux, or the process is gone.
    }
  }
  return used;
}

export interface CpuMeter {
  /** CPU ms used by the replicas and by their database's server processes since the last call. */
  take(): Promise<{ replicas: number; database: number } | null>;
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
  let before = { replicas: cpuMs(replicaPids), database: cpuMs(await serverPids()) };
  const spent = (now: Map<number, number>, then: Map<number, number>) =>
    [...now].reduce((sum, [pid, ms]) => sum + ms - (then.get(pid) ?? 0), 0);
  return {
    async take() {
      const now = { replicas: cpuMs(replicaPids), database: cpuMs(await serverPids()) };
      const used = {
        replicas: spent(now.replicas, before.replicas),
        database: spent(now.database, before.database),
      };
      before = now;
      return now.replicas.size === 0 ? null : used;
    },
    close: () => client.end(),
  };
}
