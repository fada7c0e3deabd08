import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type DisabledReason = 'manual' | 'gone' | 'failing';

@Entity({ name: 'destinations' })
export class Destination {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid') endpointId: string;
  @Column('text') name: string;
  @Column('text') url: string;
  @Column('boolean') active: boolean;
  @Column('text', { nullable: true }) disabledReason: DisabledReason | null;
  @Column('integer') timeoutMs: number;
  @Column('text', { select: false }) secretKeyId: string;
  @Column('bytea', { select: false }) secretCiphertext: Buffer;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}
