// What a delivery's BullMQ job carries (queues deliveries and bulk-deliveries, jobs DeliverEvent
// and DeliverBatch of core/queue/queue.constants.ts) and the job ids derived from its rows.

/** Which queue a delivery came from: `bulk` for a bulk operation's (bulk-deliveries), behind live ones. */
export interface Lane {
  bulk: boolean;
}

/** Most deliveries in one batch job of the bulk-deliveries queue (all of them to one destination). */
export const BULK_BATCH_SIZE = 100;

/** Only ids travel through Redis: never payloads or secrets. */
export interface DeliverEventJobData {
  deliveryJobId: string;
  /** Lets the worker cap in-flight deliveries per destination before touching the database. */
  destinationId: string;
  /** In a batch of a bulk operation: the attempt it carries. Absent in ingest's batches (first attempts) and single jobs (their id says). */
  attemptNumber?: number;
  /** The turn it was given under its destination's rate (microseconds, Redis's clock; see DestinationRates), once refused for it. */
  rateTurn?: number;
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
