// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRelative } from './format';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelative', () => {
  it('names the largest whole unit', () => {
    expect(formatRelative(ago(0), NOW)).toBe('just now');
    expect(formatRelative(ago(-999), NOW)).toBe('just now');
    expect(formatRelative(ago(45_000), NOW)).toBe('45 seconds ago');
    expect(formatRelative(ago(60_000), NOW)).toBe('1 minute ago');
    expect(formatRelative(ago(3 * 3_600_000 + 59 * 60_000), NOW)).toBe('3 hours ago');
    expect(formatRelative(ago(86_400_000), NOW)).toBe('yesterday');
    expect(formatRelative(ago(9 * 86_400_000), NOW)).toBe('9 days ago');
    expect(formatRelative(ago(-120_000), NOW)).toBe('in 2 minutes');
  });

  it('never says more time passed than did', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (elapsed) => {
        const text = formatRelative(ago(elapsed), NOW);
        const match = /^(\d+) (second|minute|hour|day)s? ago$/.exec(
          text.replace('just now', '0 seconds ago').replace('yesterday', '1 day ago'),
        );
        expect(match, text).not.toBeNull();
        const unit = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 }[match![2] as 'second'];
        const amount = Number(match![1]);
        expect(amount * unit).toBeLessThanOrEqual(elapsed);
        expect((amount + 1) * unit).toBeGreaterThan(elapsed);
      }),
    );
  });
});
