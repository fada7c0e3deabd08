import type { EventTypeSource } from './event-type-source';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'endpoints' })
export class Endpoint {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid') projectId: string;
  @Column('text') name: string;
  @Column('boolean') enabled: boolean;
  @Column('bytea', { select: false }) tokenHash: Buffer;
  @Column('text') tokenPrefix: string;
  @Column('integer', { nullable: true }) rateLimitPerSecond: number | null;
  @Column('jsonb', { nullable: true }) eventTypeSource: EventTypeSource | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { nullable: true }) tokenRotatedAt: Date | null;
  /** `notifications`: the organization's own notification URLs' endpoint, which nothing ingests to. */
  @Column({ type: 'text', insert: false, update: false }) purpose: 'ingest' | 'notifications';
}
