import type { DeadLetter, DeliveryAttempt, EventDeliveryJob, EventDetail } from '../../api/types';

type JobStatus = EventDeliveryJob['status'];

/** Statuses a job leaves by itself: being delivered, or waiting for its next attempt. */
const IN_FLIGHT: ReadonlySet<JobStatus> = new Set<JobStatus>(['pending', 'in_progress']);
const NOT_FINAL: ReadonlySet<JobStatus> = new Set<JobStatus>(['pending', 'in_progress', 'retry_scheduled']);

/** How often an event is read again while a job is being delivered. */
export const IN_FLIGHT_POLL_MS = 2_000;
/** The longest wait between reads while jobs only wait for a scheduled retry (which may be hours away). */
export const SCHEDULED_POLL_MS = 30_000;
/** Read a little after a scheduled attempt is due, so the answer shows the worker at it. */
const DUE_MARGIN_MS = 250;

/** Statuses the api moves back to pending on a retry (it answers 409 not_retryable for the others). */
const RETRYABLE: ReadonlySet<JobStatus> = new Set<JobStatus>(['failed', 'dead_lettered', 'retry_scheduled', 'cancelled']);

/** Whether "Retry this delivery" can do anything: not for a delivered, filtered or running job. */
export function isRetryable(status: JobStatus): boolean {
  return RETRYABLE.has(status);
}

export function isFinal(status: JobStatus): boolean {
  return !NOT_FINAL.has(status);
}

/**
 * When to read the event again, in ms from `now`, or `false` once every job is final: every 2 s while
 * a job is pending or in progress; while jobs only wait for a retry, when the first of them is due
 * (at least 2 s, at most 30 s from now).
 */
export function refetchInterval(event: EventDetail | undefined, now: number): number | false {
  if (!event) return false;
  const jobs = event.delivery_jobs;
  if (jobs.some((job) => IN_FLIGHT.has(job.status))) return IN_FLIGHT_POLL_MS;
  const scheduled = jobs.filter((job) => job.status === 'retry_scheduled');
  if (scheduled.length === 0) return false;
  const due = Math.min(...scheduled.map((job) => (job.next_attempt_at === null ? now : Date.parse(job.next_attempt_at))));
  return Math.min(SCHEDULED_POLL_MS, Math.max(IN_FLIGHT_POLL_MS, due - now + DUE_MARGIN_MS));
}

/** The deliveries of an event to one destination: its jobs (oldest first), each with its attempts, and its dead letters. */
export interface DestinationDeliveries {
  destinationId: string;
  /** Null when the destination is no longer listed (deleted). */
  name: string | null;
  url: string | null;
  jobs: { job: EventDeliveryJob; attempts: DeliveryAttempt[] }[];
  /** Attempts whose job is not in the answer (not expected; kept so nothing recorded is hidden). */
  orphanAttempts: DeliveryAttempt[];
  deadLetters: DeadLetter[];
  /** The most recent job: its status is the destination's delivery status. */
  latestJob: EventDeliveryJob | null;
}

/**
 * The event's jobs, attempts and dead letters grouped by destination, in the order the destinations
 * were first delivered to; dead letters that concern no destination (`no_active_destinations`)
 * are returned apart.
 */
export function groupByDestination(event: Pick<EventDetail, 'delivery_jobs' | 'delivery_attempts' | 'dead_letters'>): {
  destinations: DestinationDeliveries[];
  eventDeadLetters: DeadLetter[];
} {
  const groups = new Map<string, DestinationDeliveries>();
  const group = (destinationId: string) => {
    let found = groups.get(destinationId);
    if (!found) {
      found = { destinationId, name: null, url: null, jobs: [], orphanAttempts: [], deadLetters: [], latestJob: null };
      groups.set(destinationId, found);
    }
    return found;
  };

  const jobs = [...event.delivery_jobs].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const byJob = new Map<string, DeliveryAttempt[]>();
  for (const job of jobs) {
    const target = group(job.destination_id);
    target.name = job.destination_name;
    target.url = job.destination_url;
    const attempts: DeliveryAttempt[] = [];
    byJob.set(job.id, attempts);
    target.jobs.push({ job, attempts });
    target.latestJob = job;
  }
  for (const attempt of event.delivery_attempts) {
    const attempts = byJob.get(attempt.job_id);
    if (attempts) attempts.push(attempt);
    else group(attempt.destination_id).orphanAttempts.push(attempt);
  }
  for (const attempts of byJob.values()) attempts.sort(byTimeThenNumber);

  const eventDeadLetters: DeadLetter[] = [];
  for (const letter of event.dead_letters) {
    if (letter.destination_id === null) {
      eventDeadLetters.push(letter);
      continue;
    }
    const target = group(letter.destination_id);
    target.name ??= letter.destination_name;
    target.url ??= letter.destination_url;
    target.deadLetters.push(letter);
  }
  return { destinations: [...groups.values()], eventDeadLetters };
}

function byTimeThenNumber(a: DeliveryAttempt, b: DeliveryAttempt): number {
  return a.created_at.localeCompare(b.created_at) || a.attempt_number - b.attempt_number;
}
