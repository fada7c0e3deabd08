import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The encrypted body and forwarded headers, kept apart so list queries stay narrow. */
@Entity({ name: 'event_payloads' })
export class EventPayload {
  @PrimaryColumn('uuid') eventId: string;
  /** The event's received_at, the partition key (migration PartitionPayloads). */
  @PrimaryColumn('timestamptz') receivedAt: Date;
  @Column('uuid') organizationId: string;
  @Column('text') keyId: string;
  @Column('bytea') bodyCiphertext: Buffer;
  @Column('bytea') headersCiphertext: Buffer;
}
