/** The five scopes of the seed interface. */
export const SCOPES = {
  EventsRead: 'events:read',
  EventsReplay: 'events:replay',
  DeliveriesRetry: 'deliveries:retry',
  EndpointsRead: 'endpoints:read',
  EndpointsWrite: 'endpoints:write',
} as const;

export type Scope = (typeof SCOPES)[keyof typeof SCOPES];
export const ALL_SCOPES: Scope[] = Object.values(SCOPES);
