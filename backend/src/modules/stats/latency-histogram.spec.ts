import fc from 'fast-check';
import { emptyHistogram, LATENCY_BOUNDS_MS, latencyBucket, quantile } from './latency-histogram';
import { rollUp } from './stats-counter';
import { NO_DESTINATION, StatsRow } from './stats.repository';

const histogram = fc.array(fc.nat(1000), { minLength: LATENCY_BOUNDS_MS.length, maxLength: LATENCY_BOUNDS_MS.length });

describe('latency histogram', () => {
  it('puts a duration in the first bucket whose bound holds it', () => {
    fc.assert(
      fc.property(fc.nat(200_000), (ms) => {
        const i = latencyBucket(ms);
        if (ms <= 60_000) expect(ms).toBeLessThanOrEqual(LATENCY_BOUNDS_MS[i]!);
        if (i > 0 && ms <= 60_000) expect(ms).toBeGreaterThan(LATENCY_BOUNDS_MS[i - 1]!);
      }),
    );
  });

  it('reads quantiles that grow with q and stay in the bucket holding that rank', () => {
    fc.assert(
      fc.property(
        histogram,
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (counts, a, b) => {
          const total = counts.reduce((s, c) => s + c, 0);
          const [low, high] = a < b ? [a, b] : [b, a];
          if (total === 0) return expect(quantile(counts, low)).toBeNull();
          expect(quantile(counts, low)!).toBeLessThanOrEqual(quantile(counts, high)!);
          // The durations of exactly the recorded buckets: the median of one bucket lies inside it.
          const only = emptyHistogram();
          const i = counts.findIndex((c) => c > 0);
          only[i] = counts[i]!;
          const median = quantile(only, 0.5)!;
          expect(median).toBeGreaterThanOrEqual(i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!);
          expect(median).toBeLessThanOrEqual(LATENCY_BOUNDS_MS[i]!);
        },
      ),
    );
  });
});

describe('rollUp', () => {
  it('adds minute rows up into hour rows without losing a count', () => {
    const row = fc.record({
      endpoint: fc.constantFrom('e1', 'e2'),
      minute: fc.integer({ min: 0, max: 300 }),
      received: fc.nat(50),
      delivered: fc.nat(50),
      latency: histogram,
    });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => `${r.endpoint}|${r.minute}` }), (rows) => {
        const minutes: StatsRow[] = rows.map((r) => ({
          organizationId: 'o',
          projectId: 'p',
          endpointId: r.endpoint,
          destinationId: NO_DESTINATION,
          bucket: new Date(Date.UTC(2026, 0, 1) + r.minute * 60_000),
          received: r.received,
          delivered: r.delivered,
          failedAttempts: 0,
          deadLettered: 0,
          rateLimited: 0,
          latency: r.latency,
        }));
        const hours = rollUp(minutes);
        const total = (list: StatsRow[], pick: (r: StatsRow) => number) => list.reduce((s, r) => s + pick(r), 0);
        expect(total(hours, (r) => r.received)).toBe(total(minutes, (r) => r.received));
        expect(total(hours, (r) => r.latency[3]!)).toBe(total(minutes, (r) => r.latency[3]!));
        expect(new Set(hours.map((h) => `${h.endpointId}|${h.bucket.getTime()}`)).size).toBe(hours.length);
        for (const hour of hours) expect(hour.bucket.getTime() % 3_600_000).toBe(0);
      }),
    );
  });
});
