import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { ProblemException, problems } from '../../core/http/problem';
import { WebhookEvent } from '../events/event.entity';
import { EventsService } from '../events/events.service';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveryJob } from './delivery-job.entity';
import { DeliveryQueue } from './delivery-queue.service';

const eventArchived = () => new ProblemException(409, 'event_archived', 'The event is archived: its payload is gone.');

/** Manual retry and replay (CONTRACT §4). Each moves rows first, then queues after the commit. */
@Injectable()
export class RecoveryService {
  constructor(
    private readonly repository: DeliveriesRepository,
    private readonly events: EventsService,
    private readonly queue: DeliveryQueue,
  ) {}

  /** Retries the latest job of each destination when it is retryable. */
  async retryEvent(auth: AuthContext, eventId: string): Promise<{ event: WebhookEvent; retried: DeliveryJob[] }> {
    const event = await this.events.findEvent(auth, eventId);
    if (event.status === 'archived') throw eventArchived();
    const retried = await this.repository.retryLatestJobsOfEvent(auth.organizationId, event.id);
    await this.queueNow(retried);
    return { event, retried };
  }

  async retryJob(auth: AuthContext, jobId: string): Promise<DeliveryJob> {
    const job = await this.repository.findJob(auth.organizationId, jobId);
    if (!job) throw problems.notFound('delivery job');
    const event = await this.events.findEvent(auth, job.eventId);
    if (event.status === 'archived') throw eventArchived();
    const retried = await this.repository.retryJob(auth.organizationId, job);
    if (!retried)
      throw problems.conflict('not_retryable', 'The job is not retryable: it is running or succeeded, or its destination is inactive.');
    await this.queueNow([retried]);
    return retried;
  }

  /** One new job per active destination of the event's endpoint. */
  async replay(auth: AuthContext, eventId: string): Promise<{ event: WebhookEvent; jobs: DeliveryJob[] }> {
    const event = await this.events.findEvent(auth, eventId);
    if (event.status === 'archived') throw eventArchived();
    const jobs = await this.repository.replay(auth.organizationId, event);
    if (jobs.length === 0) throw problems.conflict('no_active_destinations', 'The endpoint has no active destination to replay to.');
    await this.queueNow(jobs);
    return { event, jobs };
  }

  private async queueNow(jobs: DeliveryJob[]): Promise<void> {
    await this.queue.enqueue(
      jobs.map((job) => ({ deliveryJobId: job.id, destinationId: job.destinationId, attemptNumber: job.attemptCount + 1 })),
      { replace: true },
    );
  }
}
