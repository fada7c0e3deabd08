export enum QueueName {
  Deliveries = 'deliveries',
}

export enum JobName {
  DeliverEvent = 'DeliverEvent',
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
}

/** BullMQ job id of one attempt: a re-queue of the same attempt is deduplicated by BullMQ. */
export function bullJobId(deliveryJobId: string, attemptNumber: number): string {
  return `${deliveryJobId}-${attemptNumber}`;
}
