import { Column, Entity, PrimaryColumn } from 'typeorm';

export type DeadLetterReason = 'max_attempts_exhausted' | 'no_active_destinations' | 'destination_disabled' | 'transformation_failed';

@Entity({ name: 'dead_letters' })
export class DeadLetter {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid') eventId: string;
  @Column('uuid', { nullable: true }) jobId: string | null;
  @Column('uuid', { nullable: true }) destinationId: string | null;
  @Column('text') reason: DeadLetterReason;
  @Column('text', { nullable: true }) errorMessage: string | null;
  @Column('integer') attemptCount: number;
  @Column('timestamptz') deadLetteredAt: Date;
}
