import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventFiltersDto, OperationKind, OperationStatus } from './dto/operation.dto';

/**
 * A bulk retry or replay by filter, and its checkpoint: the keyset cursor (received_at, id) of the
 * last event it handled, newest first. It starts just past `snapshot_at` (its creation), so events
 * received later are never swept in. Read and written through OperationsRepository.
 */
@Entity({ name: 'bulk_operations' })
export class BulkOperation {
  @PrimaryColumn('text') id: string;
  @Column('uuid') organizationId: string;
  @Column('text') kind: OperationKind;
  @Column('text') status: OperationStatus;
  @Column('jsonb') filters: EventFiltersDto;
  @Column('integer') matched: number;
  @Column('integer') processed: number;
  @Column('integer') jobsCreated: number;
  @Column('text') createdByKind: 'user' | 'api_key';
  @Column('uuid', { nullable: true }) createdByUserId: string | null;
  @Column('uuid', { nullable: true }) createdByApiKeyId: string | null;
  @Column('timestamptz') snapshotAt: Date;
  @Column('timestamptz') cursorReceivedAt: Date;
  @Column('uuid') cursorEventId: string;
  @Column('text', { nullable: true }) errorMessage: string | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz', { nullable: true }) startedAt: Date | null;
  @Column('timestamptz', { nullable: true }) finishedAt: Date | null;
  @Column('timestamptz', { nullable: true }) heartbeatAt: Date | null;
}
