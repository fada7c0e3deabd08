// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestIndex, yAxisSize } from './chart-layout';
import { formatMs } from './series';

describe('yAxisSize', () => {
  it('gives every label at least 7 px a character besides the ticks, and never less than the minimum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }).map(formatMs), { maxLength: 8 }),
        fc.integer({ min: 0, max: 80 }),
        (labels, minimum) => {
          const size = yAxisSize(labels, minimum);
          expect(size).toBeGreaterThanOrEqual(minimum);
          for (const label of labels) expect(size).toBeGreaterThanOrEqual(label.length * 7 + 16);
        },
      ),
    );
  });
});

describe('latestIndex', () => {
  const line = (length: number) => fc.array(fc.option(fc.integer(), { nil: null }), { minLength: length, maxLength: length });
  it('is the last bucket where any line has a value', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 30 })
          .chain((length) => fc.tuple(fc.constant(length), fc.array(line(length), { minLength: 1, maxLength: 3 }))),
        ([length, lines]) => {
          const time = Array.from({ length }, (_, index) => index * 3600);
          const index = latestIndex([time, ...lines]);
          const withValue = time.map((_, i) => i).filter((i) => lines.some((values) => values[i] !== null));
          expect(index).toBe(withValue.length === 0 ? null : withValue[withValue.length - 1]);
        },
      ),
    );
  });
});
