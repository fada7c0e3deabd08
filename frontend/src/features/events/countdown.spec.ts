// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

const UNIT_SECONDS: Record<string, number> = { s: 1, min: 60, h: 3_600, d: 86_400 };

/** "in 2 h 5 min" → 7500 (seconds), and the smallest unit it names. */
function parse(text: string): { seconds: number; resolution: number } {
  const match = /^in (\d+) (s|min|h|d)(?: (\d+) (s|min|h))?$/.exec(text);
  if (!match) throw new Error(`not a countdown: ${text}`);
  const [, major, majorUnit, minor, minorUnit] = match;
  const seconds = Number(major) * UNIT_SECONDS[majorUnit] + (minor ? Number(minor) * UNIT_SECONDS[minorUnit] : 0);
  // The units shown leave out less than this many seconds.
  const resolution = { s: 1, min: 1, h: 60, d: 3_600 }[majorUnit]!;
  return { seconds, resolution };
}

describe('formatCountdown', () => {
  it('reads like a countdown', () => {
    expect(formatCountdown(4_000)).toBe('in 4 s');
    expect(formatCountdown(3_200)).toBe('in 4 s');
    expect(formatCountdown(1)).toBe('in 1 s');
    expect(formatCountdown(60_000)).toBe('in 1 min');
    expect(formatCountdown(200_000)).toBe('in 3 min 20 s');
    expect(formatCountdown(2 * 3_600_000 + 5 * 60_000)).toBe('in 2 h 5 min');
    expect(formatCountdown(3_600_000)).toBe('in 1 h');
    expect(formatCountdown(27 * 3_600_000)).toBe('in 1 d 3 h');
  });

  it('says "due now" once the time is reached', () => {
    expect(formatCountdown(0)).toBe('due now');
    expect(formatCountdown(-5_000)).toBe('due now');
    expect(formatCountdown(Number.NaN)).toBe('due now');
  });

  it('never shows more time than is left, rounded up to the second, nor less than its unit leaves out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 * 86_400_000 }), (ms) => {
        const left = Math.ceil(ms / 1000);
        const { seconds, resolution } = parse(formatCountdown(ms));
        expect(seconds).toBeLessThanOrEqual(left);
        expect(seconds).toBeGreaterThan(left - resolution);
        if (left < 3_600) expect(seconds).toBe(left);
      }),
    );
  });

  it('counts down: less time left never reads as more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 * 86_400_000 }), fc.integer({ min: 1, max: 30 * 86_400_000 }), (a, b) => {
        const [sooner, later] = a <= b ? [a, b] : [b, a];
        expect(parse(formatCountdown(sooner)).seconds).toBeLessThanOrEqual(parse(formatCountdown(later)).seconds);
      }),
    );
  });
});
