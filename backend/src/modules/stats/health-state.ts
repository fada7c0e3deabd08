/**
 * A destination's health in one word, from its figures (docs/http.md, Destination health):
 * `disabled` when it is not active; else `failing` when its last FAILING_RUN attempts in a row
 * failed or fewer than FAILING_BELOW of its recent attempts succeeded; else `degraded` when its
 * last attempt failed or fewer than DEGRADED_BELOW of its recent attempts succeeded; else
 * `healthy` (a destination without attempts too). "Recent" is the last hour when it had attempts
 * in it, else the last 24 hours.
 */
export const HEALTH_STATES = ['healthy', 'degraded', 'failing', 'disabled'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const HEALTH_THRESHOLDS = { FAILING_RUN: 3, FAILING_BELOW: 0.5, DEGRADED_BELOW: 0.95 } as const;

export interface HealthFigures {
  success_rate_1h: number | null;
  success_rate_24h: number | null;
  consecutive_failures: number;
}

export function healthState(active: boolean, figures: HealthFigures): HealthState {
  if (!active) return 'disabled';
  const rate = figures.success_rate_1h ?? figures.success_rate_24h;
  if (figures.consecutive_failures >= HEALTH_THRESHOLDS.FAILING_RUN || (rate !== null && rate < HEALTH_THRESHOLDS.FAILING_BELOW))
    return 'failing';
  if (figures.consecutive_failures > 0 || (rate !== null && rate < HEALTH_THRESHOLDS.DEGRADED_BELOW)) return 'degraded';
  return 'healthy';
}

/**
 * An endpoint's health: that of its worst destination, worst first failing, disabled, degraded,
 * healthy; null without destinations.
 */
export function worstHealth(states: readonly HealthState[]): HealthState | null {
  const order: HealthState[] = ['failing', 'disabled', 'degraded', 'healthy'];
  return order.find((state) => states.includes(state)) ?? null;
}
