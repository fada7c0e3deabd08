import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A dashboard session; the cookie holds the token, the table only its SHA-256. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn('bytea') tokenHash: Buffer;
  @Column('uuid') userId: string;
  @Column('uuid') organizationId: string;
  @Column('text') csrfToken: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz') lastSeenAt: Date;
}
