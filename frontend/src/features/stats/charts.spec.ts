// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimeseriesPoint } from '../../api/types';
import { attemptSummary, bucketLabel, chartSummaries, lowestOf, trafficLines } from './charts';
import { chartColumns, totalsOf } from './series';

const hour = (h: number, fields: Partial<TimeseriesPoint> = {}): TimeseriesPoint => ({
  ts: new Date(Date.UTC(2026, 10, 24, h)).toISOString(),
  received: 0,
  delivered: 0,
  failed_attempts: 0,
  dead_lettered: 0,
  rate_limited: 0,
  latency_p50_ms: null,
  latency_p95_ms: null,
  ...fields,
});

function summaries(points: TimeseriesPoint[]) {
  return chartSummaries(chartColumns(points), totalsOf(points), 'the last 24 hours', '1h');
}

describe('chart summaries (the charts’ text alternative)', () => {
  const busy = [
    hour(9, { received: 4, delivered: 4, latency_p50_ms: 20, latency_p95_ms: 40 }),
    hour(10, { received: 10, delivered: 6, failed_attempts: 6, dead_lettered: 2, latency_p50_ms: 30, latency_p95_ms: 900 }),
    hour(11),
  ];
  const at = (h: number) => bucketLabel(Date.UTC(2026, 10, 24, h) / 1000, '1h');

  it('say the totals, the rate over the range and where each chart peaks', () => {
    const text = summaries(busy);
    expect(text.traffic).toBe(
      `Over the last 24 hours: 14 events received, 10 delivery attempts succeeded and 6 failed. Most received: 10 at ${at(10)}.`,
    );
    expect(text.success).toBe(`Success rate over the last 24 hours: 62.5 %. Lowest: 50.0 % at ${at(10)}.`);
    expect(text.latency).toBe(`Attempt duration over the last 24 hours: the 95th percentile peaked at 900 ms at ${at(10)}.`);
    expect(text.deadLettered).toBe(`2 deliveries dead-lettered over the last 24 hours; most at ${at(10)} (2).`);
  });

  it('say plainly when there was nothing', () => {
    const text = summaries([hour(9), hour(10)]);
    expect(text.traffic).toBe('Over the last 24 hours: 0 events received, 0 delivery attempts succeeded and 0 failed.');
    expect(text.success).toBe('No delivery attempts over the last 24 hours.');
    expect(text.latency).toBe('No delivery attempts over the last 24 hours.');
    expect(text.deadLettered).toBe('No deliveries dead-lettered over the last 24 hours.');
    expect(attemptSummary(chartColumns([hour(9)]), totalsOf([hour(9)]), 'the last 24 hours', '1h')).toBe(
      'No delivery attempts over the last 24 hours.',
    );
  });

  it('summarize a destination’s attempts', () => {
    const points = [hour(9, { delivered: 3 }), hour(10, { failed_attempts: 1 })];
    expect(attemptSummary(chartColumns(points), totalsOf(points), 'the last 24 hours', '1h')).toBe(
      `Over the last 24 hours: 3 attempts succeeded and 1 failed (75.0 % success). Most failures: 1 at ${at(10)}.`,
    );
  });

  it('draw one value per bucket in every line', () => {
    const lines = trafficLines(chartColumns(busy));
    expect(lines.map((line) => line.label)).toEqual(['Received', 'Delivered', 'Failed attempts']);
    expect(lines.map((line) => line.values)).toEqual([
      [4, 10, 0],
      [4, 6, 0],
      [0, 6, 0],
    ]);
  });

  it('find the lowest value, skipping gaps', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null })), (values) => {
        const lowest = lowestOf(
          values.map((_, i) => i),
          values,
        );
        const present = values.filter((v): v is number => v !== null);
        if (present.length === 0) expect(lowest).toBeNull();
        else {
          expect(lowest!.value).toBe(Math.min(...present));
          expect(values[lowest!.time]).toBe(lowest!.value);
        }
      }),
    );
  });
});
