import { Column, Entity, PrimaryColumn } from 'typeorm';

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
  @Column('timestamptz') createdAt: Date;
}
