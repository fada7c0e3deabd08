import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import { SqlExecutor, SqlRunner } from '../../core/database/sql';
import { ProblemException, problems } from '../../core/http/problem';
import { WebhookEvent } from '../events/event.entity';
import { EventsService } from '../events/events.service';
import { DeliveryJob } from './delivery-job.entity';
import { DeliveryQueue } from './delivery-queue.service';
import { lockEvents, refreshEventStatuses } from './event-status';

const RETRYABLE = `('failed', 'dead_lettered', 'retry_scheduled', 'cancelled')`;
const JOB_COLUMNS = `id, organization_id, event_id, destination_id, status, trigger, attempt_count, next_attempt_at, lease_expires_at, created_at, updated_at`;

const eventArchived = () => new ProblemException(409, 'event_archived', 'The event is archived: its payload is gone.');

/** Manual retry and replay (CONTRACT §4). Each moves rows first, then queues after the commit. */
@Injectable()
export class RecoveryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sql: SqlExecutor,
    private readonly events: EventsService,
    private readonly queue: DeliveryQueue,
  ) {}

  /** Retries the latest job of each destination when it is retryable. */
  async retryEvent(auth: AuthContext, eventId: string): Promise<{ event: WebhookEvent; retried: DeliveryJob[] }> {
    const event = await this.events.findEvent(auth, eventId);
    if (event.status === 'archived') throw eventArchived();
    const retried = await this.sql.transaction(async (tx) => {
      const rows = await this.moveToPending(
        tx,
        `id IN (SELECT DISTINCT ON (destination_id) id FROM delivery_jobs
                 WHERE event_id = $1 AND organization_id = $2 ORDER BY destination_id, created_at DESC, id DESC)`,
        [event.id, auth.organizationId],
      );
      await refreshEventStatuses(tx, [event.id]);
      return rows;
    });
    await this.queueNow(retried);
    return { event, retried };
  }

  async retryJob(auth: AuthContext, jobId: string): Promise<DeliveryJob> {
    const job = await this.db.getRepository(DeliveryJob).findOneBy({ id: jobId, organizationId: auth.organizationId });
    if (!job) throw problems.notFound('delivery job');
    const event = await this.events.findEvent(auth, job.eventId);
    if (event.status === 'archived') throw eventArchived();
    const [retried] = await this.sql.transaction(async (tx) => {
      const rows = await this.moveToPending(tx, `id = $1 AND organization_id = $2`, [job.id, auth.organizationId]);
      await refreshEventStatuses(tx, [job.eventId]);
      return rows;
    });
    if (!retried)
      throw problems.conflict('not_retryable', 'The job is not retryable: it is running or succeeded, or its destination is inactive.');
    await this.queueNow([retried]);
    return retried;
  }

  /** One new job per active destination of the event's endpoint. */
  async replay(auth: AuthContext, eventId: string): Promise<{ event: WebhookEvent; jobs: DeliveryJob[] }> {
    const event = await this.events.findEvent(auth, eventId);
    if (event.status === 'archived') throw eventArchived();
    const jobs = await this.sql.transaction(async (tx) => {
      await lockEvents(tx, [event.id]);
      const { rows } = await tx.query<Record<string, unknown>>(
        `INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, created_at, updated_at)
         SELECT gen_random_uuid(), $2, $1, d.id, 'pending', 'replay', now(), now()
           FROM destinations d
          WHERE d.endpoint_id = $3 AND d.organization_id = $2 AND d.active AND d.deleted_at IS NULL
         RETURNING ${JOB_COLUMNS}`,
        [event.id, auth.organizationId, event.endpointId],
      );
      if (rows.length === 0) throw problems.conflict('no_active_destinations', 'The endpoint has no active destination to replay to.');
      await refreshEventStatuses(tx, [event.id]);
      return rows.map(toJob);
    });
    await this.queueNow(jobs);
    return { event, jobs };
  }

  private async moveToPending(tx: SqlRunner, where: string, params: unknown[]): Promise<DeliveryJob[]> {
    const { rows } = await tx.query<Record<string, unknown>>(
      `UPDATE delivery_jobs j SET status = 'pending', trigger = 'retry', next_attempt_at = NULL, updated_at = now()
        WHERE ${where} AND j.status IN ${RETRYABLE}
          AND EXISTS (SELECT 1 FROM destinations d WHERE d.id = j.destination_id AND d.active AND d.deleted_at IS NULL)
        RETURNING ${JOB_COLUMNS.split(', ')
          .map((column) => `j.${column}`)
          .join(', ')}`,
      params,
    );
    return rows.map(toJob);
  }

  private async queueNow(jobs: DeliveryJob[]): Promise<void> {
    await this.queue.enqueue(
      jobs.map((job) => ({ deliveryJobId: job.id, destinationId: job.destinationId, attemptNumber: job.attemptCount + 1 })),
      { replace: true },
    );
  }
}

function toJob(row: Record<string, unknown>): DeliveryJob {
  return Object.assign(new DeliveryJob(), {
    id: row.id,
    organizationId: row.organization_id,
    eventId: row.event_id,
    destinationId: row.destination_id,
    status: row.status,
    trigger: row.trigger,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.next_attempt_at,
    leaseExpiresAt: row.lease_expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
