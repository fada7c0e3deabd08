// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimeseriesPoint } from '../../api/types';
import {
  chartColumns,
  COUNT_STEPS,
  DEFAULT_RANGE,
  formatMs,
  formatRate,
  INTERVAL_MS,
  isolatedPoints,
  peakOf,
  RANGES,
  rangeFrom,
  STATS_RANGES,
  successRate,
  timeseriesParams,
  totalsOf,
} from './series';

const MAX_BUCKETS = 1500; // the API's limit per request

const count = fc.nat({ max: 1_000_000 });
const latency = fc.option(fc.double({ min: 0, max: 60_000, noNaN: true }), { nil: null });
const point: fc.Arbitrary<TimeseriesPoint> = fc.record({
  ts: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString()),
  received: count,
  delivered: count,
  failed_attempts: count,
  dead_lettered: count,
  rate_limited: count,
  latency_p50_ms: latency,
  latency_p95_ms: latency,
});
const now = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

describe('range → query', () => {
  it('reads the range from the address, the default for anything else', () => {
    for (const range of STATS_RANGES) expect(rangeFrom(range)).toBe(range);
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (param) => {
        fc.pre(param === null || !STATS_RANGES.includes(param as never));
        expect(rangeFrom(param)).toBe(DEFAULT_RANGE);
      }),
    );
    expect(rangeFrom('__proto__')).toBe(DEFAULT_RANGE);
  });

  it('asks for exactly duration / interval buckets, the last one holding now, starting on a bucket boundary', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATS_RANGES), now, (range, at) => {
        const { from, interval } = timeseriesParams(range, at);
        const step = INTERVAL_MS[interval];
        const start = Date.parse(from);
        expect(interval).toBe(RANGES[range].interval);
        expect(start % step).toBe(0);
        // The server's count of buckets from `from` to its now (`to`, a moment later), as StatsService computes it.
        const buckets = Math.ceil((at + 1 - start) / step);
        expect(buckets).toBe(RANGES[range].durationMs / step);
        expect(buckets).toBeLessThanOrEqual(MAX_BUCKETS);
        expect(start).toBeGreaterThan(at - RANGES[range].durationMs);
        expect(start).toBeLessThanOrEqual(at);
      }),
    );
  });

  it('uses one-minute buckets for an hour and one-hour buckets for a day and a week', () => {
    expect(timeseriesParams('1h', Date.UTC(2026, 10, 24, 10, 30, 20))).toEqual({ from: '2026-11-24T09:31:00.000Z', interval: '1m' });
    expect(timeseriesParams('24h', Date.UTC(2026, 10, 24, 10, 30))).toEqual({ from: '2026-11-23T11:00:00.000Z', interval: '1h' });
    expect(timeseriesParams('7d', Date.UTC(2026, 10, 24, 10, 0))).toEqual({ from: '2026-11-17T11:00:00.000Z', interval: '1h' });
  });
});

describe('success rate', () => {
  it('is succeeded over all attempts, and null (not 0 or 1) without attempts', () => {
    expect(successRate(0, 0)).toBeNull();
    expect(successRate(3, 1)).toBe(0.75);
    expect(successRate(0, 5)).toBe(0);
    expect(successRate(5, 0)).toBe(1);
    fc.assert(
      fc.property(count, count, (delivered, failed) => {
        fc.pre(delivered + failed > 0);
        const rate = successRate(delivered, failed)!;
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
        expect(rate === 1).toBe(failed === 0);
        expect(rate === 0).toBe(delivered === 0);
      }),
    );
  });

  it('reads 100 % or 0 % only when no attempt failed or none succeeded', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(1)).toBe('100 %');
    expect(formatRate(0)).toBe('0 %');
    expect(formatRate(0.75)).toBe('75.0 %');
    expect(formatRate(0.99999)).toBe('99.9 %');
    expect(formatRate(0.00001)).toBe('0.1 %');
    fc.assert(
      fc.property(count, count, (delivered, failed) => {
        fc.pre(delivered + failed > 0);
        const shown = formatRate(successRate(delivered, failed));
        expect(shown === '100 %').toBe(failed === 0);
        expect(shown === '0 %').toBe(delivered === 0);
        const percent = Number.parseFloat(shown);
        // Within the one decimal shown (or pulled in from the edge by it).
        expect(Math.abs(percent - (delivered / (delivered + failed)) * 100)).toBeLessThanOrEqual(0.1 + 1e-9);
      }),
    );
  });
});

describe('totals and chart columns', () => {
  it('sums every bucket, with the rate over all attempts of the range (not a mean of the buckets’ rates)', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 200 }), (points) => {
        const totals = totalsOf(points);
        const sum = (pick: (p: TimeseriesPoint) => number) => points.reduce((total, p) => total + pick(p), 0);
        expect(totals).toEqual({
          received: sum((p) => p.received),
          delivered: sum((p) => p.delivered),
          failedAttempts: sum((p) => p.failed_attempts),
          deadLettered: sum((p) => p.dead_lettered),
          rateLimited: sum((p) => p.rate_limited),
          successRate: successRate(
            sum((p) => p.delivered),
            sum((p) => p.failed_attempts),
          ),
        });
      }),
    );
    const day = [
      { ...zero('2026-11-24T10:00:00Z'), delivered: 1, failed_attempts: 0 },
      { ...zero('2026-11-24T11:00:00Z'), delivered: 1, failed_attempts: 2 },
    ];
    // 2 of 4 attempts: 50 %, where the mean of 100 % and 33 % would say 67 %.
    expect(totalsOf(day).successRate).toBe(0.5);
  });

  it('gives one entry per bucket in every column, seconds for time, gaps (null) where a bucket had no attempt', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 200 }), (points) => {
        const columns = chartColumns(points);
        for (const column of Object.values(columns)) expect(column).toHaveLength(points.length);
        points.forEach((p, i) => {
          expect(columns.time[i]! * 1000).toBe(Date.parse(p.ts));
          expect(columns.received[i]).toBe(p.received);
          expect(columns.delivered[i]).toBe(p.delivered);
          expect(columns.failedAttempts[i]).toBe(p.failed_attempts);
          expect(columns.deadLettered[i]).toBe(p.dead_lettered);
          expect(columns.latencyP50[i]).toBe(p.latency_p50_ms);
          expect(columns.latencyP95[i]).toBe(p.latency_p95_ms);
          const attempts = p.delivered + p.failed_attempts;
          if (attempts === 0) expect(columns.successPercent[i]).toBeNull();
          else expect(columns.successPercent[i]).toBeCloseTo((p.delivered / attempts) * 100, 9);
        });
      }),
    );
  });

  it('finds the peak of a column, none when every value is null or zero', () => {
    expect(peakOf([1, 2, 3], [null, 0, null])).toBeNull();
    expect(peakOf([1, 2, 3], [4, 9, 9])).toEqual({ value: 9, time: 2 });
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 1 }), (values) => {
        const time = values.map((_, i) => i * 60);
        const peak = peakOf(time, values);
        const present = values.filter((v): v is number => v !== null && v > 0);
        if (present.length === 0) expect(peak).toBeNull();
        else {
          expect(peak!.value).toBe(Math.max(...present));
          expect(values[peak!.time / 60]).toBe(peak!.value);
        }
      }),
    );
  });

  it('formats latencies in ms, or s from 10 s up', () => {
    expect(formatMs(null)).toBe('—');
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(9_999)).toBe('9999 ms');
    expect(formatMs(15_000)).toBe('15.0 s');
  });
});

function zero(ts: string): TimeseriesPoint {
  return {
    ts,
    received: 0,
    delivered: 0,
    failed_attempts: 0,
    dead_lettered: 0,
    rate_limited: 0,
    latency_p50_ms: null,
    latency_p95_ms: null,
  };
}

describe('chart helpers', () => {
  it('marks as dots exactly the values with no neighbour, which a line cannot show', () => {
    expect(isolatedPoints([null, 3, null, 1, 2, null, 0])).toEqual([1, 6]);
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(), { nil: null })), (values) => {
        const dots = new Set(isolatedPoints(values));
        values.forEach((value, i) => {
          const alone = value !== null && (values[i - 1] ?? null) === null && (values[i + 1] ?? null) === null;
          expect(dots.has(i)).toBe(alone);
        });
      }),
    );
  });

  it('steps count axes by whole numbers, ascending', () => {
    expect(COUNT_STEPS.slice(0, 6)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(COUNT_STEPS.every((step, i) => Number.isInteger(step) && (i === 0 || step > COUNT_STEPS[i - 1]!))).toBe(true);
  });
});
