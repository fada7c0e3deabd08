import { Fragment } from 'react';
import type { DeliveryAttempt } from '../../../api/types';
import { transformationChanges, type UntransformedRequest } from '../transformed-request';

/** What the destination's transformation changed in this attempt's request: before → after, never the body. */
export function TransformedRequestSummary({ attempt, untransformed }: { attempt: DeliveryAttempt; untransformed: UntransformedRequest }) {
  const changes = transformationChanges(attempt, untransformed);
  if (changes.length === 0) return null;
  return (
    <section className="transformation-summary" aria-label={`Transformation of attempt ${attempt.attempt_number}`}>
      <h4>Changed by the transformation</h4>
      <dl className="details">
        {changes.map(({ label, before, after, changed }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd className="mono break">
              {changed ? (
                <>
                  {before} → <strong>{after}</strong>
                </>
              ) : (
                <>
                  {after}
                  {before !== null && <span className="muted"> (unchanged)</span>}
                </>
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className="field-hint">The body it sent is never kept or shown, only its size.</p>
    </section>
  );
}
