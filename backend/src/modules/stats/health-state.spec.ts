import fc from 'fast-check';
import { HEALTH_THRESHOLDS, healthState, HealthState, worstHealth } from './health-state';

const rate = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null });
const figures = fc.record({ success_rate_1h: rate, success_rate_24h: rate, consecutive_failures: fc.nat({ max: 50 }) });

describe('healthState (docs/http.md, Destination health)', () => {
  it('is disabled exactly when the destination is not active', () => {
    fc.assert(fc.property(fc.boolean(), figures, (active, f) => (healthState(active, f) === 'disabled') === !active));
  });

  it('follows the documented thresholds, reading the last hour when it had attempts, else the 24 hours', () => {
    fc.assert(
      fc.property(figures, (f) => {
        const recent = f.success_rate_1h ?? f.success_rate_24h;
        const expected: HealthState =
          f.consecutive_failures >= HEALTH_THRESHOLDS.FAILING_RUN || (recent !== null && recent < HEALTH_THRESHOLDS.FAILING_BELOW)
            ? 'failing'
            : f.consecutive_failures > 0 || (recent !== null && recent < HEALTH_THRESHOLDS.DEGRADED_BELOW)
              ? 'degraded'
              : 'healthy';
        expect(healthState(true, f)).toBe(expected);
      }),
    );
  });

  it('never calls a destination below 95 % healthy, nor one below 50 % anything but failing', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9499, noNaN: true }), (r) => {
        expect(healthState(true, { success_rate_1h: r, success_rate_24h: 1, consecutive_failures: 0 })).not.toBe('healthy');
        if (r < 0.5) expect(healthState(true, { success_rate_1h: r, success_rate_24h: 1, consecutive_failures: 0 })).toBe('failing');
      }),
    );
    // The example: 61.1 % was labelled healthy.
    expect(healthState(true, { success_rate_1h: 0.611, success_rate_24h: 0.611, consecutive_failures: 0 })).toBe('degraded');
    expect(healthState(true, { success_rate_1h: null, success_rate_24h: null, consecutive_failures: 0 })).toBe('healthy');
  });
});

describe('worstHealth', () => {
  const state = fc.constantFrom<HealthState>('healthy', 'degraded', 'failing', 'disabled');
  it('is one of the states given, no better than any of them; null for none', () => {
    const rank: Record<HealthState, number> = { healthy: 0, degraded: 1, disabled: 2, failing: 3 };
    fc.assert(
      fc.property(fc.array(state), (states) => {
        const worst = worstHealth(states);
        if (states.length === 0) return expect(worst).toBeNull();
        expect(states).toContain(worst);
        for (const one of states) expect(rank[worst!]).toBeGreaterThanOrEqual(rank[one]);
      }),
    );
  });
});
