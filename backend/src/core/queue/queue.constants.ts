export enum QueueName {
  Deliveries = 'deliveries',
}

export enum JobName {
  DeliverEvent = 'DeliverEvent',
}

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
