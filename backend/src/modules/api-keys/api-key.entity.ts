import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Scope } from '../../core/auth/scopes';

export type ApiKeyStatus = 'active' | 'revoked';

@Entity({ name: 'api_keys' })
export class ApiKey {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('uuid', { nullable: true }) createdByUserId: string | null;
  @Column('text') name: string;
  @Column('bytea', { select: false }) keyHash: Buffer;
  @Column('text') prefix: string;
  @Column('text', { array: true }) scopes: Scope[];
  @Column('text') status: ApiKeyStatus;
  @Column('timestamptz', { nullable: true }) expiresAt: Date | null;
  @Column('timestamptz', { nullable: true }) lastUsedAt: Date | null;
  @Column('timestamptz', { nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
