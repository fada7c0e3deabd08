import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { AuditEntry, authorOf } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { ProblemException, problems } from '../../core/http/problem';
import { WebhookEvent } from '../events/event.entity';
import { EventsService } from '../events/events.service';
import { JobOfEvent, RecoveryRepository } from './recovery.repository';
import { DeliveryQueue } from './delivery-queue.service';

const eventArchived = () => new ProblemException(409, 'event_archived', 'The event is archived: its payload is gone.');

/** Manual retry and replay (docs/http.md, Retry and replay). Each moves rows first, then queues after the commit. */
@Injectable()
export class RecoveryService {
  constructor(
    private readonly repository: RecoveryRepository,
    private readonly events: EventsService,
    private readonly queue: DeliveryQueue,
  ) {}

  /** Retries the latest job of each destination when it is retryable. */
  async retryEvent(auth: AuthContext, eventId: string): Promise<{ event: WebhookEvent; retried: JobOfEvent[] }> {
    const event = await this.events.findEvent(auth, eventId);
    if (event.status === 'archived') throw eventArchived();
    const retried = await this.repository.retryLatestJobsOfEvent(
      auth.organizationId,
      event.id,
      auditing(auth.organizationId, authorOf(auth), (jobs: JobOfEvent[]) => (jobs.length > 0 ? about(event, 'event.retried') : null)),
    );
    await this.queueNow(retried);
    return { event, retried };
  }

  async retryJob(auth: AuthContext, jobId: string): Promise<JobOfEvent> {
    const job = await this.repository.findJob(auth.organizationId, jobId);
    if (!job) throw problems.notFound('delivery job');
    const event = await this.events.findEvent(auth, job.event_id);
    if (event.status === 'archived') throw eventArchived();
    const retried = await this.repository.retryJob(
      auth.organizationId,
      job,
      auditing(auth.organizationId, authorOf(auth), () => about(event, 'event.retried')),
    );
    if (!retried)
      throw problems.conflict('not_retryable', 'The job is not retryable: it is running or succeeded, or its destination is inactive.');
    await this.queueNow([retried]);
    return retried;
  }

  /**
   * One new job per active destination of the event's endpoint, or per destination of
   * `destinationIds`, each of which must be one of them (else 409 `destination_not_active`, nothing queued).
   */
  async replay(
    auth: AuthContext,
    eventId: string,
    destinationIds: string[] | null = null,
  ): Promise<{ event: WebhookEvent; jobs: JobOfEvent[] }> {
    const event = await this.events.findEvent(auth, eventId);
    if (event.status === 'archived') throw eventArchived();
    const { jobs, missing } = await this.repository.replay(
      auth.organizationId,
      event,
      destinationIds,
      auditing(auth.organizationId, authorOf(auth), () => about(event, 'event.replayed')),
    );
    if (missing.length > 0) {
      throw problems.conflict(
        'destination_not_active',
        `Not an active destination of the event's endpoint: ${missing.join(', ')}. Nothing was replayed.`,
      );
    }
    if (jobs.length === 0) throw problems.conflict('no_active_destinations', 'The endpoint has no active destination to replay to.');
    await this.queueNow(jobs);
    return { event, jobs };
  }

  private async queueNow(jobs: JobOfEvent[]): Promise<void> {
    await this.queue.enqueue(
      jobs.map((job) => ({ deliveryJobId: job.id, destinationId: job.destination_id, attemptNumber: job.attempt_count + 1 })),
      { replace: true },
    );
  }
}

/** The audit entry of a retry or replay: the event, by its public id and its type. */
function about(event: WebhookEvent, action: 'event.retried' | 'event.replayed'): AuditEntry {
  return { action, target: { type: 'event', id: event.eventId, label: event.eventType } };
}
