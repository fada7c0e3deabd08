import { useId } from 'react';
import type { DeadLetter, EventDeliveryJob } from '../../../api/types';
import { humanize } from '../../../components/ui/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import type { ExplanationContext } from '../attempt-explanation';
import { isFinal, isRetryable, type DestinationDeliveries } from '../delivery-progress';
import { AttemptItem } from './attempt-item';
import { Countdown } from './countdown';
import { RetryDeliveryButton } from './retry-delivery-button';

const TRIGGERS = {
  ingest: 'Delivery on ingest',
  replay: 'Replay',
  retry: 'Retry',
} as const;

/** Why a `filtered` job sent nothing, from its `filtered_by`. */
const FILTERED_BY: { readonly [Part in NonNullable<EventDeliveryJob['filtered_by']>]: string } = {
  event_type: 'by its event-type filter',
  body: 'by its body filter',
  headers: 'by its headers filter',
  transformation: 'by its transformation (it returned null)',
};

/**
 * Everything about delivering the event to one destination: its name and URL, its latest job's
 * status and next attempt, Retry this delivery, a timeline of its jobs and their attempts, and
 * its dead letters.
 */
export function DestinationDeliveriesCard({ group, context }: { group: DestinationDeliveries; context: ExplanationContext }) {
  const id = useId();
  const latest = group.latestJob;
  const name = group.name ?? 'Deleted destination';
  const nextAttempt = latest !== null && !isFinal(latest.status) ? latest.next_attempt_at : null;
  return (
    <section className="card destination" aria-labelledby={`${id}-name`}>
      <p className="eyebrow">Destination</p>
      <div className="card-header">
        <h2 id={`${id}-name`}>{name}</h2>
        {latest !== null && <StatusBadge status={latest.status} />}
        {latest?.filtered_by && <span className="muted">{FILTERED_BY[latest.filtered_by]}</span>}
      </div>
      {group.url !== null ? <p className="mono break destination-url">{group.url}</p> : <p className="muted mono">{group.destinationId}</p>}
      {latest !== null && (
        <>
          <dl className="details">
            <dt>Latest job</dt>
            <dd>
              {TRIGGERS[latest.trigger]}, {latest.attempt_count} {latest.attempt_count === 1 ? 'attempt' : 'attempts'}
            </dd>
            <dt>Next attempt</dt>
            <dd className="next-attempt">
              {nextAttempt !== null ? <Countdown key={nextAttempt} dueAt={nextAttempt} /> : <span className="muted">none</span>}
            </dd>
          </dl>
          <RetryDeliveryButton jobId={latest.id} destinationName={name} retryable={isRetryable(latest.status)} />
        </>
      )}

      <h3>Timeline</h3>
      {group.jobs.length === 0 && group.orphanAttempts.length === 0 ? (
        <p className="empty">No delivery jobs.</p>
      ) : (
        <ol className="timeline">
          {group.jobs.map(({ job, attempts }) => (
            <li key={job.id} className="timeline-job">
              <p className="timeline-job-line">
                <strong>{TRIGGERS[job.trigger]}</strong> <StatusBadge status={job.status} />{' '}
                {job.filtered_by && <span className="muted">{FILTERED_BY[job.filtered_by]}, nothing sent </span>}
                <span className="muted">
                  created <Timestamp value={job.created_at} />
                </span>
              </p>
              {attempts.length === 0 ? (
                <p className="muted">No attempt yet.</p>
              ) : (
                <ol className="attempts" aria-label={`Attempts of the ${TRIGGERS[job.trigger].toLowerCase()} job`}>
                  {attempts.map((attempt) => (
                    <li key={attempt.id}>
                      <AttemptItem attempt={attempt} context={context} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
          {group.orphanAttempts.map((attempt) => (
            <li key={attempt.id} className="timeline-job">
              <AttemptItem attempt={attempt} context={context} />
            </li>
          ))}
        </ol>
      )}

      {group.deadLetters.length > 0 && (
        <>
          <h3>Dead letters</h3>
          <DeadLetterList letters={group.deadLetters} />
        </>
      )}
    </section>
  );
}

const DEAD_LETTER_REASONS: { readonly [Reason in DeadLetter['reason']]: string } = {
  max_attempts_exhausted: 'Given up: every attempt of the retry schedule failed. Retry this delivery once the destination is fixed.',
  destination_disabled: 'Given up: the destination was disabled. Activate it on its endpoint page, then retry.',
  transformation_failed: "Given up at once: the destination's transformation failed (see the attempt's error). Fix its code, then retry.",
  no_active_destinations:
    'Not delivered: the endpoint had no active destination when the event arrived. Add or activate one on the endpoint page, then Replay.',
};

/** Dead letters: why each job was given up, after how many attempts, with the last error. */
export function DeadLetterList({ letters }: { letters: DeadLetter[] }) {
  return (
    <ul className="dead-letters">
      {letters.map((letter, index) => (
        <li key={letter.job_id ?? `event-${index}`}>
          <p>
            <strong>{humanize(letter.reason)}</strong> <Timestamp value={letter.dead_lettered_at} />
          </p>
          <p>{DEAD_LETTER_REASONS[letter.reason]}</p>
          <p className="muted">
            {letter.attempt_count} {letter.attempt_count === 1 ? 'attempt' : 'attempts'}
            {letter.error_message !== null && <>; last error: {letter.error_message}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}
