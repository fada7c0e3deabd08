export enum QueueName {
  Deliveries = 'deliveries',
  /**
   * The deliveries of bulk operations (and their later attempts), in batches: a queue of their own,
   * which each worker works a few batches at a time, behind live deliveries (see DeliveryRunner).
   */
  BulkDeliveries = 'bulk-deliveries',
  /** Periodic maintenance, one run per tick across every worker (BullMQ job schedulers). */
  Maintenance = 'maintenance',
  /** Bulk retry and replay by filter: one BullMQ job per operation, which works its events page by page. */
  Operations = 'operations',
}

export enum JobName {
  /** One delivery job's attempt: retries, re-queues, replays, lone ingests. */
  DeliverEvent = 'DeliverEvent',
  /** The first attempts of the delivery jobs that ingest stored in one statement. */
  DeliverBatch = 'DeliverBatch',
  /** One bulk operation (retry or replay by filter), resumed from its checkpoint in PostgreSQL. */
  WorkOperation = 'WorkOperation',
}

/** Which queue a delivery came from: `bulk` for a bulk operation's (bulk-deliveries), behind live ones. */
export interface Lane {
  bulk: boolean;
}

/** Most deliveries in one batch job of the bulk-deliveries queue (all of them to one destination). */
export const BULK_BATCH_SIZE = 100;

/** Only ids travel through Redis. */
export interface WorkOperationJobData {
  operationId: string;
  organizationId: string;
}

/**
 * Every delivery job's BullMQ options. PostgreSQL holds the record of each delivery, so a finished
 * job's hash is deleted at once (fewer Redis writes per job than keeping the last thousand); the
 * few jobs whose processor threw are kept for inspection. BullMQ retries nothing: our schedule does.
 */
export const DELIVERY_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: { count: 1000 }, attempts: 1 } as const;

/** Only ids travel through Redis: never payloads or secrets. */
export interface DeliverEventJobData {
  deliveryJobId: string;
  /** Lets the worker cap in-flight deliveries per destination before touching the database. */
  destinationId: string;
  /** In a batch of a bulk operation: the attempt it carries. Absent in ingest's batches (first attempts) and single jobs (their id says). */
  attemptNumber?: number;
}

/**
 * Many deliveries in one BullMQ job: one fetch and one finish in Redis for all of them instead of
 * one each. Ingest's carry the first attempts of the jobs one statement stored; a bulk operation's,
 * up to BULK_BATCH_SIZE deliveries of one destination. Their rows carry the batch's id
 * (delivery_jobs.queue_batch_id), which tells the outbox relay where to look for them.
 */
interface DeliverBatchJobData {
  deliveries: DeliverEventJobData[];
}

export type DeliveryJobData = DeliverEventJobData | DeliverBatchJobData;

/** BullMQ job id of one attempt: a re-queue of the same attempt is deduplicated by BullMQ. */
export function bullJobId(deliveryJobId: string, attemptNumber: number): string {
  return `${deliveryJobId}-${attemptNumber}`;
}

/** BullMQ job id of a batch (the queue_batch_id of its delivery jobs). */
export function batchJobId(queueBatchId: string): string {
  return `${queueBatchId}-batch`;
}
