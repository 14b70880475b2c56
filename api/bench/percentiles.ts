/** The nearest-rank percentile `p` of `values` (NaN when there are none). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * A 90% interval for the ratio of two p99s measured in rounds taken in turns: how far one run's
 * ratio may be from what many runs would find. Resamples whole rounds, both sides of a round
 * together (they shared the machine's state then), 1,000 times.
 */
function p99RatioInterval(a: number[][], b: number[][], draws = 1000): [number, number] {
  const ratios: number[] = [];
  for (let draw = 0; draw < draws; draw++) {
    const sampleA: number[] = [];
    const sampleB: number[] = [];
    for (let i = 0; i < a.length; i++) {
      const round = Math.floor(Math.random() * a.length);
      sampleA.push(...(a[round] ?? []));
      sampleB.push(...(b[round] ?? []));
    }
    ratios.push(percentile(sampleA, 99) / percentile(sampleB, 99));
  }
  return [percentile(ratios, 5), percentile(ratios, 95)];
}

/** Two sides' p99s over rounds taken in turns, their ratio, and the ratio's 90% interval. */
export interface P99Comparison {
  a: number;
  b: number;
  ratio: number;
  interval: [number, number];
}

export function compareP99(a: number[][], b: number[][]): P99Comparison {
  const p99A = percentile(a.flat(), 99);
  const p99B = percentile(b.flat(), 99);
  return { a: p99A, b: p99B, ratio: p99A / p99B, interval: p99RatioInterval(a, b) };
}
