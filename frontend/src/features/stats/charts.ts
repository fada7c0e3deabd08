// What each chart draws and the sentence that stands for it (its text alternative). Pure, so the
// sentences are tested against the numbers they summarize.
import type { TimeseriesInterval } from '../../api/types';
import type { ChartLine } from './components/time-chart';
import { formatMs, formatRate, peakOf, type ChartColumns, type Totals } from './series';

/** Colours with at least 3:1 contrast on white; lines that share a chart also differ by dash. */
const CHART_COLORS = {
  received: '#3a4fd6',
  delivered: '#1e7b3c',
  failed: '#c0392b',
  p50: '#3a4fd6',
  p95: '#a34f00',
  deadLettered: '#9b1c1c',
} as const;

const DASHED = [6, 4];

/** The start of a bucket as a reader names it: a time of day for minutes, a day and hour for hours, a day for days. */
export function bucketLabel(seconds: number, interval: TimeseriesInterval): string {
  const date = new Date(seconds * 1000);
  if (interval === '1m' || interval === '5m') return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (interval === '1h') return date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

export const formatCount = (value: number) => Math.round(value).toLocaleString();
export const formatPercent = (value: number) => `${Math.round(value)} %`;

export function trafficLines(columns: ChartColumns): ChartLine[] {
  return [
    { label: 'Received', values: columns.received, color: CHART_COLORS.received },
    { label: 'Delivered', values: columns.delivered, color: CHART_COLORS.delivered },
    { label: 'Failed attempts', values: columns.failedAttempts, color: CHART_COLORS.failed, dash: DASHED },
  ];
}

export function successLines(columns: ChartColumns): ChartLine[] {
  return [{ label: 'Success rate', values: columns.successPercent, color: CHART_COLORS.delivered }];
}

export function latencyLines(columns: ChartColumns): ChartLine[] {
  return [
    { label: 'p50', values: columns.latencyP50, color: CHART_COLORS.p50 },
    { label: 'p95', values: columns.latencyP95, color: CHART_COLORS.p95, dash: DASHED },
  ];
}

export function deadLetterLines(columns: ChartColumns): ChartLine[] {
  return [{ label: 'Dead-lettered', values: columns.deadLettered, color: CHART_COLORS.deadLettered, bars: true }];
}

/** Each chart in a sentence, over `phrase` ("the last 24 hours"). */
export function chartSummaries(columns: ChartColumns, totals: Totals, phrase: string, interval: TimeseriesInterval) {
  const at = (time: number) => bucketLabel(time, interval);
  const busiest = peakOf(columns.time, columns.received);
  const lowest = lowestOf(columns.time, columns.successPercent);
  const slowest = peakOf(columns.time, columns.latencyP95);
  const mostDead = peakOf(columns.time, columns.deadLettered);
  const attempts = totals.delivered + totals.failedAttempts;
  return {
    traffic:
      `Over ${phrase}: ${formatCount(totals.received)} events received, ${formatCount(totals.delivered)} delivery attempts succeeded ` +
      `and ${formatCount(totals.failedAttempts)} failed.` +
      (busiest ? ` Most received: ${formatCount(busiest.value)} at ${at(busiest.time)}.` : ''),
    success:
      attempts === 0
        ? `No delivery attempts over ${phrase}.`
        : `Success rate over ${phrase}: ${formatRate(totals.successRate)}.` +
          (lowest ? ` Lowest: ${formatRate(lowest.value / 100)} at ${at(lowest.time)}.` : ''),
    latency:
      attempts === 0 || !slowest
        ? `No delivery attempts over ${phrase}.`
        : `Attempt duration over ${phrase}: the 95th percentile peaked at ${formatMs(slowest.value)} at ${at(slowest.time)}.`,
    deadLettered:
      totals.deadLettered === 0
        ? `No deliveries dead-lettered over ${phrase}.`
        : `${formatCount(totals.deadLettered)} deliveries dead-lettered over ${phrase}` +
          (mostDead ? `; most at ${at(mostDead.time)} (${formatCount(mostDead.value)}).` : '.'),
  };
}

/** The smallest non-null value and its bucket; null when there is none. */
export function lowestOf(time: readonly number[], values: readonly (number | null)[]): { value: number; time: number } | null {
  let lowest: { value: number; time: number } | null = null;
  values.forEach((value, index) => {
    if (value !== null && (lowest === null || value < lowest.value)) lowest = { value, time: time[index]! };
  });
  return lowest;
}

/** A destination's attempts per bucket: succeeded and failed. */
export function attemptLines(columns: ChartColumns): ChartLine[] {
  return [
    { label: 'Succeeded', values: columns.delivered, color: CHART_COLORS.delivered },
    { label: 'Failed', values: columns.failedAttempts, color: CHART_COLORS.failed, dash: DASHED },
  ];
}

/** A destination's attempts over `phrase` in a sentence. */
export function attemptSummary(columns: ChartColumns, totals: Totals, phrase: string, interval: TimeseriesInterval): string {
  if (totals.delivered + totals.failedAttempts === 0) return `No delivery attempts over ${phrase}.`;
  const mostFailed = peakOf(columns.time, columns.failedAttempts);
  return (
    `Over ${phrase}: ${formatCount(totals.delivered)} attempts succeeded and ${formatCount(totals.failedAttempts)} failed ` +
    `(${formatRate(totals.successRate)} success).` +
    (mostFailed ? ` Most failures: ${formatCount(mostFailed.value)} at ${bucketLabel(mostFailed.time, interval)}.` : '')
  );
}
