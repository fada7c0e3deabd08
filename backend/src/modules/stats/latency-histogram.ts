/**
 * Attempt durations are counted in fixed buckets, so percentiles can be read back from sums of
 * counts (per minute, per hour, over any range) without keeping a duration per attempt. A bucket
 * holds the durations up to its bound; the last one everything above 30 s (a timeout is at most 60 s).
 */
export const LATENCY_BOUNDS_MS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000] as const;

/** Column names of the buckets in the statistics tables: latency_0 … latency_11. */
export const LATENCY_COLUMNS = LATENCY_BOUNDS_MS.map((_, i) => `latency_${i}`);

export function emptyHistogram(): number[] {
  return new Array<number>(LATENCY_BOUNDS_MS.length).fill(0);
}

/** The bucket a duration falls in. */
export function latencyBucket(durationMs: number): number {
  const index = LATENCY_BOUNDS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? LATENCY_BOUNDS_MS.length - 1 : index;
}

/**
 * The q-quantile (0 < q ≤ 1) of the durations counted, interpolated linearly inside its bucket
 * (whose lower bound is the previous bucket's bound); null when nothing was counted.
 */
export function quantile(histogram: readonly number[], q: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < histogram.length; i++) {
    const count = histogram[i]!;
    if (count > 0 && below + count >= rank) {
      const low = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const high = LATENCY_BOUNDS_MS[i]!;
      return Math.round(low + ((rank - below) / count) * (high - low));
    }
    below += count;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]!;
}
