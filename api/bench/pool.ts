import { appendFile, readFile } from 'node:fs/promises';

/** One run's POST times, round by round, with alerts on and off. */
export interface PooledRun {
  /** How requests were sent (`20 a second`, `2 in flight`): only runs alike are pooled. */
  shape: string;
  at: string;
  on: number[][];
  off: number[][];
}

/**
 * Adds this run to the pool file (a JSON line per run) and answers every run of the same shape
 * in it, this one included: one run's p99 ratio moves too much to judge 10% on (decision 008),
 * many runs' rounds together move far less.
 */
export async function addToPool(file: string, run: PooledRun): Promise<PooledRun[]> {
  const rounded = (rounds: number[][]) =>
    rounds.map((round) => round.map((ms) => Math.round(ms * 100) / 100));
  await appendFile(
    file,
    `${JSON.stringify({ ...run, on: rounded(run.on), off: rounded(run.off) })}\n`,
  );
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as PooledRun)
    .filter((pooled) => pooled.shape === run.shape);
}
