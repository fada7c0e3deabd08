import type { EventDetail } from '../../api/types';
import { explainAttempt } from '../events/attempt-explanation';
import { isFinal } from '../events/delivery-progress';

/** What a test message came to: still on its way, or delivered or failed with the reason in plain words. */
export type TestOutcome = { kind: 'sending' } | { kind: 'delivered' | 'failed'; summary: string; retrying: boolean };

/**
 * The outcome of a test message's event (one job, to the URL tested), from its latest attempt,
 * explained as the event page explains attempts; `sending` until there is one, or while the job
 * runs again after it.
 */
export function testOutcome(event: EventDetail): TestOutcome {
  const [job] = event.delivery_jobs;
  const latest = event.delivery_attempts.reduce<EventDetail['delivery_attempts'][number] | undefined>(
    (last, attempt) => (last === undefined || attempt.attempt_number > last.attempt_number ? attempt : last),
    undefined,
  );
  if (job === undefined) return { kind: 'failed', summary: 'It was not sent: the URL was no longer active.', retrying: false };
  if (latest === undefined)
    return isFinal(job.status) ? { kind: 'failed', summary: `It was not sent (${job.status}).`, retrying: false } : { kind: 'sending' };
  if (job.status === 'in_progress') return { kind: 'sending' };
  const { summary } = explainAttempt(latest);
  if (latest.status === 'success') return { kind: 'delivered', summary, retrying: false };
  return { kind: 'failed', summary, retrying: job.status === 'retry_scheduled' || job.status === 'pending' };
}
