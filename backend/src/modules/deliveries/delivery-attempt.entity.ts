import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AttemptErrorCode } from '../events/attempt-details';

export type AttemptStatus = 'success' | 'failed' | 'timeout' | 'error';

@Entity({ name: 'delivery_attempts' })
export class DeliveryAttempt {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid') eventId: string;
  @Column('uuid') jobId: string;
  @Column('uuid') destinationId: string;
  @Column('integer') attemptNumber: number;
  @Column('text') status: AttemptStatus;
  @Column('integer', { nullable: true }) responseStatus: number | null;
  @Column('integer') durationMs: number;
  @Column('text', { nullable: true }) errorMessage: string | null;
  /** NULL on success, and on attempts recorded before it was kept. */
  @Column('text', { nullable: true }) errorCode: AttemptErrorCode | null;
  @Column('timestamptz') createdAt: Date;
}
