import { useState } from 'react';
import type { Destination } from '../../../api/types';
import { StatusBadge } from '../../../components/ui/status-badge';

export type HealthState = Destination['health']['state'];

/** What each state means: the thresholds of docs/http.md, Destination health. */
export const HEALTH_MEANING: Record<HealthState, string> = {
  healthy: 'At least 95 % of recent attempts succeeded and the last one did too (or no attempts yet).',
  degraded: 'The last attempt failed, or fewer than 95 % of recent attempts succeeded.',
  failing: 'The last 3 attempts or more failed in a row, or fewer than 50 % of recent attempts succeeded.',
  disabled: 'Not active: nothing is delivered to it until it is enabled again.',
};

/** A health state's badge, its meaning in a tooltip (the legend says it for keyboard and touch). */
export function HealthBadge({ state }: { state: HealthState }) {
  return (
    <span title={HEALTH_MEANING[state]}>
      <StatusBadge status={state} />
    </span>
  );
}

/** The legend of the health states; "recent" is the last hour, or the last 24 hours when the hour had no attempts. */
export function HealthLegend() {
  // Its words are in the page only while it is open: closed, "disabled" or "failing" is the badges' alone.
  const [open, setOpen] = useState(false);
  return (
    <details className="health-legend" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>What the health states mean</summary>
      {open && (
        <>
          <dl className="details">
            {(Object.keys(HEALTH_MEANING) as HealthState[]).map((state) => (
              <div key={state} className="legend-row">
                <dt>
                  <StatusBadge status={state} />
                </dt>
                <dd>{HEALTH_MEANING[state]}</dd>
              </div>
            ))}
          </dl>
          <p className="muted">
            Recent: the last hour, or the last 24 hours when the hour had no attempts. An endpoint shows its worst destination.
          </p>
        </>
      )}
    </details>
  );
}
