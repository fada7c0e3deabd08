/**
 * The port of operational webhooks (docs/architecture.md, Operational webhooks): what the worker and
 * ingest tell an organization about its destinations and endpoints. core/ defines it and the
 * notifications feature implements it (`Notifier`, provided globally under this token), so a
 * delivery or an ingest hands a message over without importing that feature.
 */
export interface OperationalNotifications {
  /** A destination disabled: auto-disabled as failing, or it answered 410 (gone). */
  destinationDisabled(
    organizationId: string,
    destinationId: string,
    reason: 'failing' | 'gone',
    run: { failingSince: Date | null; consecutiveFailures: number },
  ): Promise<void>;
  /** A delivery dead-lettered (messages are grouped per destination in a window). */
  deadLettered(organizationId: string, destinationId: string, eventId: string): Promise<void>;
  /** An ingest refused by the endpoint's rate limit. */
  rateLimited(organizationId: string, endpointId: string, projectId: string, limit: number): Promise<void>;
}

/** Injection token of {@link OperationalNotifications}. */
export const OPERATIONAL_NOTIFICATIONS = Symbol('OperationalNotifications');
