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
  /** Operational notifications sent later: a dead-letter window's message when the window closes (a delayed job). */
  Notifications = 'notifications',
}

export enum JobName {
  /** One delivery job's attempt: retries, re-queues, replays, lone ingests. */
  DeliverEvent = 'DeliverEvent',
  /** The first attempts of the delivery jobs that ingest stored in one statement. */
  DeliverBatch = 'DeliverBatch',
  /** One bulk operation (retry or replay by filter), resumed from its checkpoint in PostgreSQL. */
  WorkOperation = 'WorkOperation',
  /** Sends the message of a destination's dead-letter window once the window has closed. */
  CloseDeadLetterWindow = 'CloseDeadLetterWindow',
  /** Sends destination.recovered if the destination stayed free of failures for NOTIFY_RECOVERED_AFTER. */
  ConfirmRecovery = 'ConfirmRecovery',
}

/**
 * Every delivery job's BullMQ options. PostgreSQL holds the record of each delivery, so a finished
 * job's hash is deleted at once (fewer Redis writes per job than keeping the last thousand); the
 * few jobs whose processor threw are kept for inspection. BullMQ retries nothing: our schedule does.
 */
export const DELIVERY_JOB_OPTIONS = { removeOnComplete: true, removeOnFail: { count: 1000 }, attempts: 1 } as const;

/**
 * The PostgreSQL channel a statement that stores live delivery jobs (ingest's) notifies at its commit,
 * with their queue namespace (REDIS_PREFIX) as the payload; the workers' LivePickup listens.
 */
export const LIVE_JOBS_CHANNEL = 'hookyard_live_jobs';
