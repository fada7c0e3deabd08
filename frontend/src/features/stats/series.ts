// The statistics API's answers shaped for the dashboard: which range asks for which buckets, the
// totals and success rate of a range, and the columns a chart draws. Pure, so it is tested alone.
import type { TimeseriesInterval, TimeseriesPoint } from '../../api/types';

export type StatsRange = '1h' | '24h' | '7d';

/** How often statistics and health are read again while their page is visible (TanStack Query pauses interval reads in a hidden tab). */
export const STATS_REFRESH_MS = 30_000;

export interface RangeSpec {
  /** How the range switch names it. */
  label: string;
  /** The same in a sentence: "over the last …". */
  phrase: string;
  durationMs: number;
  interval: TimeseriesInterval;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const INTERVAL_MS: Record<TimeseriesInterval, number> = { '1m': MINUTE_MS, '5m': 5 * MINUTE_MS, '1h': HOUR_MS, '1d': 24 * HOUR_MS };

/** 60 one-minute, 24 one-hour and 168 one-hour buckets: enough to see a change, few enough to read as a table. */
export const RANGES: Record<StatsRange, RangeSpec> = {
  '1h': { label: '1 h', phrase: 'the last hour', durationMs: HOUR_MS, interval: '1m' },
  '24h': { label: '24 h', phrase: 'the last 24 hours', durationMs: 24 * HOUR_MS, interval: '1h' },
  '7d': { label: '7 d', phrase: 'the last 7 days', durationMs: 7 * 24 * HOUR_MS, interval: '1h' },
};

export const STATS_RANGES = Object.keys(RANGES) as StatsRange[];
export const DEFAULT_RANGE: StatsRange = '24h';

/** The range an address's `?range=` names; the default for anything else. */
export function rangeFrom(param: string | null): StatsRange {
  return param !== null && Object.hasOwn(RANGES, param) ? (param as StatsRange) : DEFAULT_RANGE;
}

export interface TimeseriesParams {
  from: string;
  interval: TimeseriesInterval;
}

/**
 * The query for `range` at `now`: `from` is the first bucket boundary after `now - duration`, so
 * the answer holds exactly duration / interval buckets, the last one (holding `now`) still filling.
 * `to` is left to the server (its now, a moment later), so a clock that runs ahead cannot ask for the future.
 */
export function timeseriesParams(range: StatsRange, now: number): TimeseriesParams {
  const { durationMs, interval } = RANGES[range];
  const step = INTERVAL_MS[interval];
  const from = Math.floor((now - durationMs) / step) * step + step;
  return { from: new Date(from).toISOString(), interval };
}

/** Succeeded attempts over all attempts, 0..1; null when there were none (not 0 % nor 100 %). */
export function successRate(delivered: number, failed: number): number | null {
  const attempts = delivered + failed;
  return attempts === 0 ? null : delivered / attempts;
}

export interface Totals {
  received: number;
  delivered: number;
  failedAttempts: number;
  deadLettered: number;
  rateLimited: number;
  /** Over every attempt of the range; null without attempts. */
  successRate: number | null;
}

/** The sums of a range's buckets. */
export function totalsOf(points: readonly TimeseriesPoint[]): Totals {
  const totals = { received: 0, delivered: 0, failedAttempts: 0, deadLettered: 0, rateLimited: 0 };
  for (const point of points) {
    totals.received += point.received;
    totals.delivered += point.delivered;
    totals.failedAttempts += point.failed_attempts;
    totals.deadLettered += point.dead_lettered;
    totals.rateLimited += point.rate_limited;
  }
  return { ...totals, successRate: successRate(totals.delivered, totals.failedAttempts) };
}

/** The columns the charts draw, one entry per bucket; null where a bucket had no attempt (a gap, not a zero). */
export interface ChartColumns {
  /** Start of each bucket, in seconds since the epoch (uPlot's time unit). */
  time: number[];
  received: number[];
  delivered: number[];
  failedAttempts: number[];
  deadLettered: number[];
  /** Percent, 0..100. */
  successPercent: (number | null)[];
  latencyP50: (number | null)[];
  latencyP95: (number | null)[];
}

export function chartColumns(points: readonly TimeseriesPoint[]): ChartColumns {
  return {
    time: points.map((point) => Date.parse(point.ts) / 1000),
    received: points.map((point) => point.received),
    delivered: points.map((point) => point.delivered),
    failedAttempts: points.map((point) => point.failed_attempts),
    deadLettered: points.map((point) => point.dead_lettered),
    successPercent: points.map((point) => {
      const rate = successRate(point.delivered, point.failed_attempts);
      return rate === null ? null : rate * 100;
    }),
    latencyP50: points.map((point) => point.latency_p50_ms),
    latencyP95: points.map((point) => point.latency_p95_ms),
  };
}

/**
 * A 0..1 rate as a percentage for reading, to one decimal: "99.5 %"; never rounded to 100 % while
 * an attempt failed, nor to 0 % while one succeeded; "—" for no attempts.
 */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  const percent = rate * 100;
  if (percent >= 100 || percent <= 0) return `${Math.round(percent)} %`;
  const shown = Math.min(99.9, Math.max(0.1, Math.round(percent * 10) / 10));
  return `${shown.toFixed(1)} %`;
}

/** A latency for reading: "—" without attempts. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** The largest value of a column and the bucket it is in, for a chart's summary; null when every value is null or zero. */
export function peakOf(time: readonly number[], values: readonly (number | null)[]): { value: number; time: number } | null {
  let peak: { value: number; time: number } | null = null;
  values.forEach((value, index) => {
    if (value !== null && value > 0 && (peak === null || value > peak.value)) peak = { value, time: time[index]! };
  });
  return peak;
}

/** Buckets with a value but no neighbour with one: a line cannot show them, so the chart draws them as dots. */
export function isolatedPoints(values: readonly (number | null)[]): number[] {
  const present = (index: number) => index >= 0 && index < values.length && values[index] !== null;
  return values.flatMap((_, index) => (present(index) && !present(index - 1) && !present(index + 1) ? [index] : []));
}

/** Axis steps for counts: whole numbers only. */
export const COUNT_STEPS = [1, 2, 5]
  .flatMap((digit) => Array.from({ length: 10 }, (_, power) => digit * 10 ** power))
  .sort((a, b) => a - b);
