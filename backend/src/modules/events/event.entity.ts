import { Column, Entity, PrimaryColumn } from 'typeorm';

export const EVENT_STATUSES = [
  'received',
  'queued',
  'delivered',
  'failed',
  'retry_scheduled',
  'dead_lettered',
  'replayed',
  'archived',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

@Entity({ name: 'events' })
export class WebhookEvent {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid') projectId: string;
  @Column('uuid') endpointId: string;
  @Column('text') eventId: string;
  @Column('text') status: EventStatus;
  @Column('char', { length: 64 }) payloadSha256: string;
  @Column('integer') payloadSizeBytes: number;
  @Column('text', { nullable: true }) contentType: string | null;
  @Column('text', { nullable: true }) idempotencyKey: string | null;
  @Column('text', { nullable: true }) eventType: string | null;
  @Column('timestamptz') receivedAt: Date;
  @Column('timestamptz') updatedAt: Date;
  /** W3C traceparent of the ingest span (traces on), the parent of every attempt's span. */
  @Column('text', { nullable: true }) traceparent: string | null;
}
