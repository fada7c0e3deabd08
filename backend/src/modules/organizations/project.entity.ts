import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'projects' })
export class Project {
  @PrimaryColumn('uuid') id: string;
  @Column('uuid') organizationId: string;
  @Column('text') name: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
