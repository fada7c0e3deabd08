import type { DestinationFilter } from './destination-filter';
import type { Transformation } from '../transformations/transformation';
import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type DisabledReason = 'manual' | 'gone' | 'failing';

/**
 * `http`: delivered to its URL; `listener`: down the stream a `hookyard listen` holds open (no URL);
 * `amqp`, `nats`, `mqtt`: published to the broker at its URL (docs/http.md, Broker destinations).
 */
export const DESTINATION_TYPES = ['http', 'listener', 'amqp', 'nats', 'mqtt'] as const;
export type DestinationType = (typeof DESTINATION_TYPES)[number];
export const BROKER_TYPES = ['amqp', 'nats', 'mqtt'] as const;
export type BrokerType = (typeof BROKER_TYPES)[number];

/** A broker destination's type fields, each a template that may use `{event_type}` and `{endpoint_id}`. */
export interface BrokerFields {
  exchange?: string;
  routing_key?: string;
  subject?: string;
  topic?: string;
}

@Entity({ name: 'destinations' })
export class Destination {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid') endpointId: string;
  @Column('text') name: string;
  @Column('text') type: DestinationType;
  /** null exactly for a listener; a broker's without its password (sealed in credentialsCiphertext). */
  @Column('text', { nullable: true }) url: string | null;
  /** A broker's type fields; null for http and listener. */
  @Column('jsonb', { nullable: true }) broker: BrokerFields | null;
  /** Set when a broker URL had a user-info: it is sealed (`{"username", "password"}`) in credentialsCiphertext. */
  @Column('text', { nullable: true }) credentialsKeyId: string | null;
  @Column('bytea', { select: false, nullable: true }) credentialsCiphertext: Buffer | null;
  @Column('boolean') active: boolean;
  @Column('text', { nullable: true }) disabledReason: DisabledReason | null;
  @Column('integer') timeoutMs: number;
  @Column('jsonb', { nullable: true }) filter: DestinationFilter | null;
  @Column('jsonb', { nullable: true }) transformation: Transformation | null;
  @Column('text', { select: false }) secretKeyId: string;
  @Column('bytea', { select: false }) secretCiphertext: Buffer;
  /** Custom headers' names (lower case), in clear for the read answers; their values are sealed in headersCiphertext. */
  @Column('text', { array: true }) headerNames: string[];
  @Column('text', { select: false, nullable: true }) headersKeyId: string | null;
  @Column('bytea', { select: false, nullable: true }) headersCiphertext: Buffer | null;
  @Column('integer', { nullable: true }) rateLimitPerSecond: number | null;
  @Column('text', { select: false, nullable: true }) previousSecretKeyId: string | null;
  @Column('bytea', { select: false, nullable: true }) previousSecretCiphertext: Buffer | null;
  @Column('timestamptz', { nullable: true }) previousSecretExpiresAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}
