// Small helpers the benchmarks share: latency percentiles and fixed-width figures.

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentiles of latencies in milliseconds. */
export function summarize(latenciesMs: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  const count = sorted.length;
  const rank = (p: number) => (count === 0 ? Number.NaN : sorted[Math.min(count - 1, Math.max(0, Math.ceil(p * count) - 1))]!);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return { count, p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), max: count ? sorted[count - 1]! : Number.NaN, mean: count ? total / count : Number.NaN };
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;

export function latencyLine(summary: LatencySummary): string {
  return `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)} (n=${summary.count})`;
}

export const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
