import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FilteredBy } from '../endpoints/destination-filter';

export type JobStatus = 'pending' | 'in_progress' | 'succeeded' | 'failed' | 'retry_scheduled' | 'dead_lettered' | 'cancelled' | 'filtered';
export type JobTrigger = 'ingest' | 'replay' | 'retry';

@Entity({ name: 'delivery_jobs' })
export class DeliveryJob {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid') eventId: string;
  @Column('uuid') destinationId: string;
  @Column('text') status: JobStatus;
  @Column('text') trigger: JobTrigger;
  @Column('integer') attemptCount: number;
  /** For a `filtered` job, the part of its destination's filter that refused the event. */
  @Column('text', { nullable: true }) filteredBy: FilteredBy | null;
  @Column('timestamptz', { nullable: true }) nextAttemptAt: Date | null;
  @Column('timestamptz', { nullable: true }) leaseExpiresAt: Date | null;
  /** The BullMQ batch that carries this job's attempt (JobName.DeliverBatch, a bulk operation's); null when queued alone. */
  @Column('uuid', { nullable: true }) queueBatchId: string | null;
  /**
   * Stored by ingest and not claimed yet: the queue namespace (REDIS_PREFIX) whose workers pick it up
   * from PostgreSQL (LivePickup) rather than from the queue; null otherwise.
   */
  @Column('text', { nullable: true }) liveQueue: string | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz') updatedAt: Date;
}
