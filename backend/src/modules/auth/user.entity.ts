import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('text') email: string;
  @Column('text', { select: false }) passwordHash: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
