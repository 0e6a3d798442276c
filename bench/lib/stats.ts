/**
 * The benchmarks' figures: nearest-rank percentiles of a set of measurements (NaN when there are
 * none), and the words a figure is printed with beside its goal.
 */

/** The value below which `share` of the values lie. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

export const median = (values: readonly number[]): number => percentile(values, 0.5);

/** Whether a figure meets its goal, as the printout says it. */
export const mark = (ok: boolean): string => (ok ? "meets the goal" : "MISSES the goal");
