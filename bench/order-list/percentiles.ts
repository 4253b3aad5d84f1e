// Latency figures from raw samples (milliseconds): nearest-rank percentiles on the sorted samples,
// the definition pgbench's own log files are read with here too, so both sides compare.

export type LatencySummary = {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  /** autocannon's "p97.5", which the first figures of the order list's targets quote. */
  p975: number;
  p99: number;
  max: number;
};

export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
};

export const summarise = (samples: readonly number[]): LatencySummary => {
  const sorted = Float64Array.from(samples).sort();
  const values = Array.from(sorted);
  const total = values.reduce((sum, value) => sum + value, 0);
  return {
    count: values.length,
    mean: values.length ? total / values.length : Number.NaN,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p975: percentile(values, 97.5),
    p99: percentile(values, 99),
    max: values.at(-1) ?? Number.NaN,
  };
};

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');
